import type { Plugin } from 'vite';

const CHUNK = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[A-Z0-9]+\.mjs$/;
const FORWARD_REF = /^var ([A-Za-z]+) = (React\d*\.forwardRef)\(/gm;

/**
 * react-router's production build makes `Link`, `NavLink` and `Form` with `forwardRef` calls that carry no
 * `@__PURE__` annotation, and names them with a `displayName` write, so the bundler keeps each of them, and all it
 * calls, whether the app uses it or not: `<Form>` alone brought `useSubmit`, `useFormAction` and the form submission
 * code (about 1 KB gzip) into the entry. This marks those calls pure and drops their `displayName` writes (a name for
 * React's developer tools, in a production build), so what the app does not render is left out. Code does not move
 * between lines, so the source maps stay right. Fails the build when react-router's code no longer has the shape.
 */
export function reactRouterShaking(): Plugin {
  return {
    name: 'react-router-shaking',
    apply: 'build',
    transform(code, id) {
      if (!CHUNK.test(id)) return null;
      const names = [...code.matchAll(FORWARD_REF)].map((m) => m[1]!);
      if (names.length === 0) return null;
      if (!names.includes('Form'))
        throw new Error(`react-router-shaking: ${id} no longer makes Form with forwardRef; review the plugin`);
      let out = code.replace(FORWARD_REF, 'var $1 = /* @__PURE__ */ $2(');
      for (const name of names) out = out.replace(new RegExp(`^${name}\\.displayName = "[^"\\n]*";$`, 'm'), '');
      return { code: out, map: null };
    },
  };
}
