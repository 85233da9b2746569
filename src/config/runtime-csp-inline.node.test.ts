import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { securityHeadersFromFile } from './runtime-csp';
import { builtInlineHashes, inlineHashes, inlineShell, shellSource } from '../../scripts/inline-shell';

const CSS = ':root{color-scheme:light dark}.app{display:flex}';
const ENTRY = '/assets/index-abc123.js';
const STYLESHEET = '/assets/index-def456.css';
/** index.html as the build hands it to the plugin: Vite's stylesheet link in the head. */
const source = readFileSync('index.html', 'utf8').replace(
  '</head>',
  `<link rel="stylesheet" crossorigin href="${STYLESHEET}">\n</head>`,
);
const page = inlineShell(source, {
  entry: ENTRY,
  shell: shellSource(),
  stylesheets: [{ href: STYLESHEET, text: CSS }],
});
const config = readFileSync('public/config.json', 'utf8');
const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))!
    .split(' ')
    .slice(1);

/** The text of the one element `<tag …>…</tag>` whose opening tag matches `opening`, found without a regex. */
function textOf(html: string, opening: string, tag: string): string {
  const at = html.indexOf(opening);
  expect(at, opening).toBeGreaterThan(0);
  const start = html.indexOf('>', at) + 1;
  return html.slice(start, html.indexOf(`</${tag}>`, start));
}
/** sha256 by Web Crypto (not the helper under test), as a CSP source. */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `'sha256-${Buffer.from(digest).toString('base64')}'`;
}

describe('the built page paints from the document alone', () => {
  it("has the shell's script inline at the end of the body, naming the entry, and the stylesheet in its link's place", () => {
    expect(page).not.toContain('src="/shell.js"');
    expect(page).not.toContain(`href="${STYLESHEET}"`);
    expect(page).toMatch(
      /<script id="static-shell" data-entry="\/assets\/index-abc123\.js">[\s\S]+?<\/script><template id="static-shell-ran"><\/template>\s*<\/body>/,
    );
    expect(page).toContain(`<style>${CSS}</style>`);
    // The first frame waits for the parser to pass the script (it has run), as it waited for the deferred file.
    expect(page).toContain('<link rel="expect" href="#static-shell-ran" blocking="render" />');
    expect(page.indexOf('<style>')).toBeLessThan(page.indexOf('</head>'));
    expect(page).not.toContain('<!--');
    // Minified, without the source's comments, and still the shell (its templates and data-entry).
    expect(textOf(page, '<script id="static-shell"', 'script').length).toBeLessThan(shellSource().length / 2);
    expect(textOf(page, '<script id="static-shell"', 'script')).toContain('data-entry');
  });

  it('is allowed by the CSP exactly: the hashes of its inline script and style, nothing inline besides', async () => {
    const csp = securityHeadersFromFile(config, inlineHashes(page))['Content-Security-Policy']!;
    expect(directive(csp, 'script-src')).toEqual([
      "'self'",
      await sha256(textOf(page, '<script id="static-shell"', 'script')),
    ]);
    expect(directive(csp, 'style-src')).toEqual(["'self'", await sha256(CSS)]);
    expect(csp).not.toContain('unsafe-inline');
    // Another script (an injected one, or the shell changed after the hash was taken) is not allowed.
    const shell = textOf(page, '<script id="static-shell"', 'script');
    expect(directive(csp, 'script-src')).not.toContain(await sha256(`${shell};`));
  });

  it("hashes only inline elements' text: not scripts with a src, not comments", () => {
    const html =
      '<head><!-- <script>commented()</script> --><script src="/registerSW.js" defer></script>' +
      '<style>a{color:red}</style></head><body><noscript><p>x</p></noscript><script>run()</script></body>';
    const hashes = inlineHashes(html);
    expect(hashes.scripts).toHaveLength(1);
    expect(hashes.styles).toHaveLength(1);
  });

  it('refuses a page it cannot inline (no shell tag, or no link for the stylesheet)', () => {
    expect(() => inlineShell('<html><body></body></html>', { entry: ENTRY, shell: '', stylesheets: [] })).toThrow(
      /lacks/,
    );
    expect(() =>
      inlineShell(readFileSync('index.html', 'utf8'), {
        entry: ENTRY,
        shell: shellSource(),
        stylesheets: [{ href: STYLESHEET, text: CSS }],
      }),
    ).toThrow(/no stylesheet link/);
  });

  // After `npm run build`: the page the build wrote and the CSP a server computes from it.
  it.skipIf(!existsSync('dist/index.html'))(
    "the build inlines the shell's script and its CSP allows exactly that",
    async () => {
      const built = readFileSync('dist/index.html', 'utf8');
      const entry = /<script id="static-shell" data-entry="([^"]+)">/.exec(built)?.[1];
      expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
      const csp = securityHeadersFromFile(config, builtInlineHashes())['Content-Security-Policy']!;
      expect(directive(csp, 'script-src')).toEqual([
        "'self'",
        await sha256(textOf(built, '<script id="static-shell"', 'script')),
      ]);
      // The entry's stylesheet stays a link (vite.config.ts: lazy chunks would load it again).
      expect(directive(csp, 'style-src')).toEqual(["'self'"]);
      expect(built).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/index-[\w-]+\.css">/);
    },
  );

  it('allows nothing inline before the first build (no dist/index.html)', () => {
    expect(builtInlineHashes('no-such-dist')).toEqual({ scripts: [], styles: [] });
  });
});
