import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import { isStructurallySame } from '@formatjs/icu-messageformat-parser/manipulator.js';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../config/locales';

const here = fileURLToPath(new URL('.', import.meta.url));
const src = join(here, '../..');
const catalogue = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(here, 'messages', `${locale}.json`), 'utf8'));
const reference = catalogue('en');

/** The dashboard's own code (tests and the catalogues themselves aside). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' || e.name === 'testing' ? [] : sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}
const code = sources(src).map((path) => ({ path: relative(src, path), text: readFileSync(path, 'utf8') }));

describe('catalogues: every language says everything, in the same shape', () => {
  it.each(LOCALES.filter((l) => l !== 'en'))('%s has exactly the English keys', (locale) => {
    const keys = Object.keys(catalogue(locale));
    expect({ missing: Object.keys(reference).filter((k) => !keys.includes(k)) }).toEqual({ missing: [] });
    expect({ extra: keys.filter((k) => !(k in reference)) }).toEqual({ extra: [] });
  });

  it.each(LOCALES.filter((l) => l !== 'en'))("%s's messages take the same arguments as the English ones", (locale) => {
    const messages = catalogue(locale);
    const differ = Object.entries(reference).flatMap(([key, message]) => {
      const same = isStructurallySame(parse(message), parse(messages[key] ?? ''));
      return same.success ? [] : [`${key}: ${same.error?.message}`];
    });
    expect(differ).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== 'en').flatMap((l) => ['signals', 'codes'].map((ns) => [ns, l])))(
    'the %s texts in %s have exactly the English keys',
    (ns, locale) => {
      const english = Object.keys(catalogue(`${ns}.en`)).sort();
      expect(Object.keys(catalogue(`${ns}.${locale}`)).sort()).toEqual(english);
    },
  );

  it.each(LOCALES)('%s has no empty message', (locale) => {
    expect(Object.entries(catalogue(locale)).filter(([, m]) => !m.trim())).toEqual([]);
  });
});

describe('catalogue and code agree', () => {
  const literals = new Set(code.flatMap(({ text }) => [...text.matchAll(/(['"`])([\w.-]+)\1/g)].map((m) => m[2])));

  it('every key is used somewhere in the code (written out whole, so it can be found)', () => {
    expect(Object.keys(reference).filter((key) => !literals.has(key))).toEqual([]);
  });

  it('every key the code translates exists', () => {
    const missing = code.flatMap(({ path, text }) =>
      [...text.matchAll(/\bt(?:\.rich)?\(\s*'([^']+)'/g)]
        .filter((m) => !(m[1]! in reference))
        .map((m) => `${path}: ${m[1]}`),
    );
    expect(missing).toEqual([]);
  });
});
