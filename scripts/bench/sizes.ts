import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

type Chunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

/**
 * gzip -9 bytes of each route's JavaScript from Vite's build manifest: the entry (with its static imports), and for
 * each route module what it adds on top of the entry (its chunk and the static imports the entry does not hold).
 */
export function routeSizes(dist = 'dist'): { route: string; kb: number }[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
  const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const js = (keys: Iterable<string>) =>
    [...new Set([...keys].map((k) => manifest[k]!.file))].filter((f) => f.endsWith('.js'));
  const kb = (files: string[]) => Math.round((files.reduce((t, f) => t + gz(f), 0) / 1024) * 10) / 10;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k.endsWith('index.html'));
  if (!entryKey) throw new Error('no index.html entry in the build manifest');
  const entry = closure(entryKey);
  const rows = [{ route: 'entry (every route)', kb: kb(js(entry)) }];
  for (const key of Object.keys(manifest).sort()) {
    const match = /src\/app\/routes\/([\w-]+)\.tsx$/.exec(key);
    if (!match) continue;
    const own = [...closure(key)].filter((k) => !entry.has(k));
    rows.push({ route: `+ ${match[1]}`, kb: kb(js(own)) });
  }
  return rows;
}
