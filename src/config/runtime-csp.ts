import type { RuntimeConfig } from './runtime';
import { parseRuntimeConfig } from './runtime-schema';

/** `https://{s}.tile.example/{z}/{x}/{y}.png` → `https://*.tile.example` (a CSP host source). */
function tileSource(tileUrl: string): string {
  const url = new URL(tileUrl.replace(/\{s\}/g, 'subdomain-placeholder').replace(/\{[a-z]+\}/g, '0'));
  return `${url.protocol}//${url.host.replace('subdomain-placeholder', '*')}`;
}

const origin = (url: string) => new URL(url).origin;

/** The Reporting API endpoint name the CSP's `report-to` refers to (`Reporting-Endpoints` header). */
export const CSP_ENDPOINT_NAME = 'csp-endpoint';

/**
 * Where violations go, with `cspReportUrl`: `report-uri` for every browser, and `report-to` with a
 * `Reporting-Endpoints` header when the dashboard is served over https. Chromium sends Reporting API reports only
 * from https documents (not from http://localhost, although that is a secure context) and, once a policy names
 * `report-to`, ignores its `report-uri`: on http, naming `report-to` would silence the reports altogether.
 */
function reporting(config: RuntimeConfig): { directives: string[]; headers: Record<string, string> } {
  if (!config.cspReportUrl) return { directives: [], headers: {} };
  const reportUri = `report-uri ${config.cspReportUrl}`;
  if (new URL(config.redirectUri).protocol !== 'https:') return { directives: [reportUri], headers: {} };
  return {
    directives: [reportUri, `report-to ${CSP_ENDPOINT_NAME}`],
    headers: { 'Reporting-Endpoints': `${CSP_ENDPOINT_NAME}="${config.cspReportUrl}"` },
  };
}

/**
 * The CSP hash sources (`'sha256-…'`) of the built index.html's inline scripts (the static shell's,
 * `scripts/inline-shell.ts`): that exact text runs, no other inline code does. The page has no inline style.
 */
export type InlineHashes = { scripts: string[] };

/**
 * The headers `vite preview` (and any production server) sends with the built app: a strict CSP whose
 * connect-src names only the configured services, styles only from the app's origin, scripts from there or the page's
 * own inline script by its hash, no framing, no referrer (the callback URL holds a code), and violations reported
 * to `cspReportUrl` (see `reporting`).
 */
export function securityHeaders(config: RuntimeConfig, inline: InlineHashes = { scripts: [] }): Record<string, string> {
  const connect = new Set(["'self'", origin(config.apiBaseUrl), origin(config.authUrl)]);
  // A ws: URL's origin is its own scheme (CSP 3 does not let http: sources match ws:), so name it.
  if (config.mqttUrl) connect.add(origin(config.mqttUrl));
  const reports = reporting(config);
  const csp = [
    "default-src 'none'",
    ["script-src 'self'", ...inline.scripts].join(' '),
    "style-src 'self'",
    `img-src 'self' data: ${tileSource(config.tileUrl)}`,
    "font-src 'self'",
    `connect-src ${[...connect].join(' ')}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    ...reports.directives,
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    ...reports.headers,
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Reads and validates the runtime config file the build ships (public/config.json), with the page's inline hashes. */
export function securityHeadersFromFile(json: string, inline?: InlineHashes): Record<string, string> {
  return securityHeaders(parseRuntimeConfig(JSON.parse(json)), inline);
}
