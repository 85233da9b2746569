// The runtime config's checks, loaded while /config.json is fetched. Written out for this one object, not with zod:
// creating zod's schemas (and compiling zod's core for them) was a long task of ~120 ms at the start of every page on
// a phone (issue 18), and this object never changes shape at runtime.
import { RuntimeConfigError } from './runtime';

export type RuntimeConfig = {
  apiBaseUrl: string;
  authUrl: string;
  clientId: string;
  redirectUri: string;
  scopes: string[];
  /** The MQTT-over-WebSocket stream (DESIGN §3); without it the dashboard loads and refetches over REST only. */
  mqttUrl?: string;
  /** How often a car's views refetch over REST while its stream is unavailable (default 30). */
  livePollSeconds?: number;
  tileUrl: string;
  tileAttribution: string;
  /** Where the built app's CSP reports violations (`report-uri` and `report-to`); none without it. */
  cspReportUrl?: string;
};

/** Records a problem with the value being checked (`at`: a path below it, such as an array's index). */
type Report = (message: string, at?: string | number) => void;
type Check<T> = (value: T, report: Report) => void;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const SCOPE_TOKEN = /^[\x21\x23-\x5B\x5D-\x7E]+$/;

const kind = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** A string, then each of `checks` on it. */
const text =
  (...checks: Check<string>[]): Check<unknown> =>
  (value, report) => {
    if (typeof value !== 'string') return report(`must be a string, not ${kind(value)}`);
    for (const check of checks) check(value, report);
  };

const nonEmpty: Check<string> = (value, report) => value.length > 0 || report('must not be empty');

/** https (wss) anywhere; plain http (ws) only on a loopback host, where browsers treat it as a secure context. */
const serviceUrl =
  (secure: string, insecure: string): Check<string> =>
  (value, report) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return report(`"${value}" is not an absolute URL`);
    }
    if (url.protocol === secure) return;
    if (url.protocol !== insecure)
      return report(`must use ${secure}// (or ${insecure}// on localhost), not ${url.protocol}//`);
    if (!LOOPBACK_HOSTS.has(url.hostname))
      report(`${insecure}// is allowed only for localhost, 127.0.0.1 or [::1]; use ${secure}// for ${url.hostname}`);
  };
const httpUrl = serviceUrl('https:', 'http:');

const tileUrl: Check<string> = (value, report) => {
  for (const part of ['{z}', '{x}', '{y}']) if (!value.includes(part)) report(`must contain the placeholder ${part}`);
  httpUrl(value.replace(/\{[a-z]+\}/g, '0'), report);
};

const scopeToken = text(
  (token, report) => SCOPE_TOKEN.test(token) || report('must be a scope token without spaces or quotes'),
);
const scopes: Check<unknown> = (value, report) => {
  if (!Array.isArray(value)) return report(`must be an array, not ${kind(value)}`);
  if (value.length === 0) report('must list at least one scope');
  value.forEach((scope, index) => scopeToken(scope, (message) => report(message, index)));
};

const pollSeconds: Check<unknown> = (value, report) => {
  if (typeof value !== 'number' || !Number.isFinite(value)) return report(`must be a number, not ${kind(value)}`);
  if (!Number.isInteger(value)) report('must be a whole number');
  if (value < 1) report('must be at least 1');
  if (value > 3600) report('must be at most 3600');
};

/** Every field, in the order problems are listed; `optional` ones may be absent (not null). */
const FIELDS: { [K in keyof RuntimeConfig]-?: [Check<unknown>, optional?: 'optional'] } = {
  apiBaseUrl: [text(httpUrl)],
  authUrl: [text(httpUrl)],
  clientId: [text(nonEmpty)],
  redirectUri: [text(httpUrl)],
  scopes: [scopes],
  mqttUrl: [text(serviceUrl('wss:', 'ws:')), 'optional'],
  livePollSeconds: [pollSeconds, 'optional'],
  tileUrl: [text(tileUrl)],
  tileAttribution: [text(nonEmpty)],
  cspReportUrl: [text(httpUrl), 'optional'],
};

/** Every problem at once, each as "field: reason"; the result holds the known fields only. */
export function parseRuntimeConfig(input: unknown, pageOrigin?: string): RuntimeConfig {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw new RuntimeConfigError([`config.json: must be a JSON object, not ${kind(input)}`]);
  const body = input as Record<string, unknown>;
  const problems: string[] = [];
  const config: Record<string, unknown> = {};
  for (const [key, [check, optional]] of Object.entries(FIELDS)) {
    const value = body[key];
    if (value === undefined && optional) continue;
    check(value, (message, at) => problems.push(`${at === undefined ? key : `${key}.${at}`}: ${message}`));
    config[key] = value;
  }
  if (problems.length) throw new RuntimeConfigError(problems);
  const { redirectUri } = config as RuntimeConfig;
  if (pageOrigin && new URL(redirectUri).origin !== pageOrigin) {
    throw new RuntimeConfigError([
      `redirectUri: must be on this dashboard's origin ${pageOrigin}, not ${new URL(redirectUri).origin}`,
    ]);
  }
  return config as RuntimeConfig;
}
