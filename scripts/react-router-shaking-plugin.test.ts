import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterShaking } from './react-router-shaking-plugin';

const require = createRequire(import.meta.url);
const production = join(dirname(require.resolve('react-router/package.json')), 'dist', 'production');
// The chunk of react-router's production build that holds its DOM components.
const chunkId = readdirSync(production)
  .filter((f) => /^chunk-[A-Z0-9]+\.mjs$/.test(f))
  .map((f) => join(production, f))
  .find((f) => readFileSync(f, 'utf8').includes('var Form = '))!;
const transform = (code: string, id: string) =>
  (reactRouterShaking().transform as (code: string, id: string) => { code: string } | null)(code, id);

describe("react-router's components the app does not render stay out of the bundle", () => {
  it('marks Link, NavLink and Form pure and drops their displayName writes, moving no code between lines', () => {
    const code = readFileSync(chunkId, 'utf8');
    const out = transform(code, chunkId)!.code;
    for (const name of ['Link', 'NavLink', 'Form']) {
      expect(out).toMatch(new RegExp(`^var ${name} = /\\* @__PURE__ \\*/ React\\d*\\.forwardRef\\(`, 'm'));
      expect(out).not.toMatch(new RegExp(`^${name}\\.displayName = `, 'm'));
    }
    expect(out.split('\n')).toHaveLength(code.split('\n').length);
    // Twice in a row gives the same answer (no state kept between modules).
    expect(transform(code, chunkId)!.code).toBe(out);
  });
  it('fails the build when react-router no longer makes Form that way, and leaves other modules alone', () => {
    expect(() => transform('var Link = React10.forwardRef(() => null);', chunkId)).toThrow(/no longer makes Form/);
    expect(transform('var Form = React.forwardRef(() => null);', '/app/src/form.tsx')).toBeNull();
  });
});
