// What a built chunk holds: its bytes attributed to their sources through its source map, with each source's share
// of the chunk's gzip size (in proportion to its minified bytes). `node scripts/chunk-sources.mjs [chunk.js …]`
// (default: the entry chunk of `dist`); `--packages` sums node_modules by package; `--top=N` rows (default 40).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';

const args = process.argv.slice(2);
const byPackage = args.includes('--packages');
const top = Number(args.find((a) => a.startsWith('--top='))?.slice(6) ?? 40);
let files = args.filter((a) => !a.startsWith('--'));
if (files.length === 0) {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
  files = Object.values(manifest)
    .filter((c) => c.isEntry && c.file.endsWith('.js'))
    .map((c) => join('dist', c.file));
}

const sourceName = (source) => {
  const name = source.replace(/^(\.\.\/)+/, '');
  const pkg = name.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  return pkg && byPackage ? pkg[1] : name;
};

for (const file of files) {
  const code = readFileSync(file, 'utf8');
  const map = new TraceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
  const lineStarts = [0];
  for (let i = code.indexOf('\n'); i !== -1; i = code.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const segments = [];
  eachMapping(map, (m) => segments.push([lineStarts[m.generatedLine - 1] + m.generatedColumn, m.source]));
  segments.sort((a, b) => a[0] - b[0]);
  const bytes = new Map();
  segments.forEach(([start, source], i) => {
    const name = source ? sourceName(source) : '(bundler runtime, unmapped)';
    const end = segments[i + 1]?.[0] ?? code.length;
    bytes.set(name, (bytes.get(name) ?? 0) + end - start);
  });
  const gzip = gzipSync(code, { level: 9 }).length;
  console.log(`\n${file}: ${code.length} bytes, ${gzip} gzip`);
  console.log(`${'minified'.padStart(9)} ${'≈ gzip'.padStart(7)}  source`);
  for (const [name, n] of [...bytes].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${String(n).padStart(9)} ${String(Math.round((gzip * n) / code.length)).padStart(7)}  ${name}`);
}
