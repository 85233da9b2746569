import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Manifest = { dependencies: Record<string, string>; devDependencies: Record<string, string> };
type Lock = { packages: Record<string, { version?: string; integrity?: string; resolved?: string; link?: boolean }> };

const read = <T>(path: string): T => JSON.parse(readFileSync(new URL(`../${path}`, import.meta.url), 'utf8')) as T;
const manifest = read<Manifest>('package.json');
const lock = read<Lock>('package-lock.json');
const direct = { ...manifest.dependencies, ...manifest.devDependencies };
const EXACT = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

describe('supply chain (SECURITY.md)', () => {
  it('every dependency is pinned to an exact version, no range or tag', () => {
    expect(Object.entries(direct).filter(([, version]) => !EXACT.test(version))).toEqual([]);
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
});
