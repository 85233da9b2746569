import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { securityHeadersFromFile } from './runtime-csp';
import { builtInlineHashes, deferEntry, inlineHashes, shellSource } from '../../scripts/inline-shell';

const ENTRY = '/assets/index-abc123.js';
const STYLESHEET = '/assets/index-def456.css';
/** index.html as Vite hands it to the build's last step: the entry's module script and its stylesheet in the head. */
const source = readFileSync('index.html', 'utf8').replace(
  '</head>',
  `<script type="module" crossorigin src="${ENTRY}"></script>\n<link rel="stylesheet" crossorigin href="${STYLESHEET}">\n</head>`,
);
/** The page the build writes (the same function `deferred-entry` in vite.config.ts runs), in a dist of its own. */
const page = deferEntry(source, ENTRY);
const dist = mkdtempSync(join(tmpdir(), 'inline-shell-'));
writeFileSync(join(dist, 'index.html'), page);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

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

describe('the built page paints from the document and its stylesheet alone', () => {
  it("has the shell's script inline at the end of the body, naming the entry, which is no script of its own", () => {
    expect(page).not.toContain('src="/shell.js"');
    expect(page).not.toContain(`src="${ENTRY}"`);
    expect(page).toMatch(
      /<script id="static-shell" data-entry="\/assets\/index-abc123\.js">[\s\S]+?<\/script><template id="static-shell-ran"><\/template>\s*<\/body>/,
    );
    // The entry's stylesheet stays a link (inlined, lazy chunks would load it again).
    expect(page).toContain(`<link rel="stylesheet" crossorigin href="${STYLESHEET}">`);
    expect(page).not.toContain('<style');
    // The first frame waits for the parser to pass the script (it has run), as it waited for the deferred file.
    expect(page).toContain('<link rel="expect" href="#static-shell-ran" blocking="render" />');
    expect(page).not.toContain('<!--');
    // Minified, without the source's comments, and still the shell (its templates and data-entry).
    expect(textOf(page, '<script id="static-shell"', 'script').length).toBeLessThan(shellSource().length / 2);
    expect(textOf(page, '<script id="static-shell"', 'script')).toContain('data-entry');
  });

  it("is allowed by the CSP a server computes from the written page: exactly its inline script's hash", async () => {
    const csp = securityHeadersFromFile(config, builtInlineHashes(dist))['Content-Security-Policy']!;
    const shell = textOf(page, '<script id="static-shell"', 'script');
    expect(directive(csp, 'script-src')).toEqual(["'self'", await sha256(shell)]);
    expect(directive(csp, 'style-src')).toEqual(["'self'"]);
    expect(csp).not.toContain('unsafe-inline');
    // Another script (an injected one, or the shell changed after the hash was taken) is not allowed.
    expect(directive(csp, 'script-src')).not.toContain(await sha256(`${shell};`));
  });

  it("hashes only inline scripts' text: not scripts with a src, not comments, not styles", () => {
    const html =
      '<head><!-- <script>commented()</script> --><script src="/registerSW.js" defer></script>' +
      '<style>a{color:red}</style></head><body><noscript><p>x</p></noscript><script>run()</script></body>';
    expect(inlineHashes(html)).toEqual({
      scripts: [`'sha256-${createHash('sha256').update('run()').digest('base64')}'`],
    });
  });

  it('refuses a page it cannot rewrite (no entry script, no shell tag)', () => {
    expect(() => deferEntry(readFileSync('index.html', 'utf8'), ENTRY)).toThrow(/lacks <script type="module"/);
    const entryOnly = `<html><head><script type="module" crossorigin src="${ENTRY}"></script></head><body></body></html>`;
    expect(() => deferEntry(entryOnly, ENTRY)).toThrow(/lacks <script src="\/shell\.js"/);
  });

  it('allows nothing inline before the first build (no dist/index.html)', () => {
    expect(builtInlineHashes(join(dist, 'no-such-dist'))).toEqual({ scripts: [] });
  });
});
