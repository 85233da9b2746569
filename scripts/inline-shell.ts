/**
 * The built index.html's first paint waits for one request fewer (issue 18: the sign-in page's first paint under a
 * second on a phone): the static shell's script (public/shell.js, minified) is inline, so the frame needs the
 * document and the stylesheet only (before, the stylesheet and shell.js over two connections). The CSP allows exactly
 * the inline script by its sha256 hash (`inlineHashes`, computed from the built file by whatever serves it), no
 * other inline code.
 * - The script goes at the end of the body, where the shell it fills in is parsed (an inline script cannot be
 *   deferred); `<link rel=expect blocking=render>` in the head holds the first frame until the parser has reached the
 *   element after it, which it parses only once the script has run (the element of the script itself is parsed before
 *   the script runs: a frame could be drawn in between, the header without its menu, once the stylesheet is in),
 *   as `defer blocking="render"` did for the file, so a document that arrives in pieces never shows a half-built shell.
 * - The entry's stylesheet stays a `<link>`: inlined, Vite's preload helper would add a `<link>` for it anyway (it adds
 *   one for every stylesheet of a lazy chunk's importers that the page lacks), so it would load again after the
 *   routes' own (a request, and a layout shift). So the page has no inline style and the CSP allows none.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minifySync } from 'vite';

export const SHELL_TAG = '<script src="/shell.js" defer blocking="render"></script>';
const SHELL_ID = 'static-shell';
const SHELL_RAN_ID = 'static-shell-ran';

/** A CSP hash source of an inline element's text: the UTF-8 bytes of its text as the page has it (CSP 3 §8.4). */
export const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The hash sources of a page's inline `<script>` elements: what its CSP's script-src must allow (`InlineHashes`). */
type InlineHashes = { scripts: string[] };

export function inlineHashes(html: string): InlineHashes {
  const page = html.replace(/<!--[\s\S]*?-->/g, '');
  const scripts = [...page.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\ssrc=/i.test(attributes))
    .map(([, , text = '']) => hashSource(text));
  return { scripts };
}

/** The inline hashes of a build's index.html (none before the first build). */
export function builtInlineHashes(dist = 'dist'): InlineHashes {
  const file = join(dist, 'index.html');
  return existsSync(file) ? inlineHashes(readFileSync(file, 'utf8')) : { scripts: [] };
}

/** index.html with the shell's script inline at the end of the body, naming the app's entry in `data-entry`, which it imports after the first frame. */
export function inlineShell(html: string, { entry, shell }: { entry: string; shell: string }): string {
  if (!html.includes(SHELL_TAG) || !html.includes('</body>'))
    throw new Error(`inline-shell: index.html lacks ${SHELL_TAG} or </body>`);
  const script = minifySync('shell.js', shell).code.trim();
  if (/<\/script/i.test(script)) throw new Error('inline-shell: shell.js contains </script');
  // The page's comments are for its readers here, not bytes for every visitor.
  return html
    .replace(/\s*<!--[\s\S]*?-->/g, '')
    .replace(SHELL_TAG, `<link rel="expect" href="#${SHELL_RAN_ID}" blocking="render" />`)
    .replace(
      '</body>',
      `<script id="${SHELL_ID}" data-entry="${entry}">${script}</script><template id="${SHELL_RAN_ID}"></template>\n  </body>`,
    );
}

/**
 * The build's last step on index.html (`deferred-entry` in vite.config.ts): the entry's module script that Vite put in
 * the head (`entry`, e.g. `/assets/index-….js`) leaves the page and the inline shell's script imports it instead.
 */
export function deferEntry(html: string, entry: string, shell = shellSource()): string {
  const entryTag = `<script type="module" crossorigin src="${entry}"></script>`;
  if (!html.includes(entryTag)) throw new Error(`deferred-entry: index.html lacks ${entryTag}`);
  return inlineShell(html.replace(entryTag, ''), { entry, shell });
}

/** public/shell.js, the static shell's script. */
export const shellSource = () => readFileSync('public/shell.js', 'utf8');
