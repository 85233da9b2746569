import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Manifest = {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  overrides?: Record<string, string>;
};
type Entry = {
  version?: string;
  integrity?: string;
  resolved?: string;
  link?: boolean;
  optionalDependencies?: Record<string, string>;
};
type Lock = { packages: Record<string, Entry> };

const read = <T>(path: string): T => JSON.parse(readFileSync(new URL(`../${path}`, import.meta.url), 'utf8')) as T;
const manifest = read<Manifest>('package.json');
const lock = read<Lock>('package-lock.json');
const direct = { ...manifest.dependencies, ...manifest.devDependencies };
const EXACT = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

describe('supply chain (SECURITY.md)', () => {
  it('every dependency is pinned to an exact version, no range or tag', () => {
    expect(Object.entries(direct).filter(([, version]) => !EXACT.test(version))).toEqual([]);
  });

  it('overrides pin exact versions too', () => {
    expect(Object.entries(manifest.overrides ?? {}).filter(([, version]) => !EXACT.test(version))).toEqual([]);
  });

  it('the lockfile installs exactly the versions package.json names', () => {
    const drift = Object.entries(direct)
      .map(([name, version]) => ({ name, version, locked: lock.packages[`node_modules/${name}`]?.version }))
      .filter((d) => d.locked !== d.version);
    expect(drift).toEqual([]);
  });

  it('every package in the lockfile carries an integrity hash', () => {
    const unhashed = Object.entries(lock.packages)
      .filter(([path, p]) => path !== '' && !p.link && !p.integrity)
      .map(([path]) => path);
    expect(unhashed).toEqual([]);
  });

  it('every optional dependency has its lockfile entry, so `npm ci` installs the binary of any platform', () => {
    // npm resolves a dependency in the nearest node_modules upwards, as Node does.
    const resolves = (from: string, name: string) => {
      for (let dir = from; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf('/node_modules/')))) {
        if (lock.packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
        if (!dir) return false;
      }
    };
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolves(path, name))
        .map((name) => `${path || 'package.json'} → ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('one copy of @tanstack/query-core: the persisted cache and the app share one QueryClient type', () => {
    const copies = Object.keys(lock.packages).filter((path) => path.endsWith('node_modules/@tanstack/query-core'));
    expect(copies).toEqual(['node_modules/@tanstack/query-core']);
  });
});
