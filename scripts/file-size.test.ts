import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const MAX_LINES = 300;
/** Source, tests included; JSON data and the lockfile are not source. */
const SOURCE = /\.(ts|tsx|css|mjs|js)$/;

/** Lines as `wc -l` counts them in a file that ends with a newline. */
const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** Every source file of the tree: tracked, or new and not ignored (so a file counts before its first commit). */
function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed.split('\0').filter((path) => SOURCE.test(path) && existsSync(join(root, path)));
}

/** `path: lines` of every file over the limit. */
function oversized(paths: string[], read: (path: string) => string): string[] {
  return paths
    .map((path) => ({ path, lines: lineCount(read(path)) }))
    .filter((f) => f.lines > MAX_LINES)
    .map((f) => `${f.path}: ${f.lines} lines`);
}

const readTree = (path: string) => readFileSync(join(root, path), 'utf8');

describe('small files: no source file over 300 lines (GUIDE, Style)', () => {
  it('every source file in the tree has at most 300 lines', () => {
    const files = sourceFiles();
    expect(files).toEqual(
      expect.arrayContaining([
        'scripts/file-size.test.ts',
        'src/main.tsx',
        'src/styles/layout.css',
        'eslint.config.js',
      ]),
    );
    expect(oversized(files, readTree)).toEqual([]);
  });

  it('names a file of 301 lines and passes one of 300', () => {
    const probe: Record<string, string> = {
      'a.ts': 'x\n'.repeat(301),
      'b.css': 'x\n'.repeat(300),
      'c.ts': 'x\n'.repeat(300) + 'x',
    };
    expect(oversized(Object.keys(probe), (path) => probe[path]!)).toEqual(['a.ts: 301 lines', 'c.ts: 301 lines']);
  });
});
