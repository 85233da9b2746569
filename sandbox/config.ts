import { JOURNEY_WINDOW_DAYS, JOURNEY_WINDOW_MAX_DAYS } from './sim/journeys';

/** The sandbox's process settings (README: "Sandbox settings"), read from the environment and validated all at once. */
export type SandboxConfig = {
  apiPort: number;
  authPort: number;
  /** The authorization server's external URL: the issuer. */
  authUrl: string;
  /** The data API's external URL: the access-token audience and the base of DPoP `htu`. */
  apiUrl: string;
  dashboardOrigin: string;
  control: boolean;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  dpopNonce: boolean;
  /** Requests per minute per client-and-subject (per IP for public endpoints). */
  rateLimit: number;
  /** Where the sandbox clock starts (ms since the epoch), then runs on; `undefined`: real time. */
  start?: number;
  /** Days of journey history the simulator keeps (90; up to five years for scale tests). */
  historyDays: number;
};

export const DEFAULTS = {
  API_PORT: '4000',
  AUTH_PORT: '4001',
  AUTH_URL: 'http://localhost:4001',
  API_URL: 'http://localhost:4000',
  DASHBOARD_ORIGIN: 'http://localhost:5173',
  SANDBOX_CONTROL: '0',
  SANDBOX_ACCESS_TOKEN_TTL: '300',
  SANDBOX_REFRESH_TOKEN_TTL: '1800',
  SANDBOX_DPOP_NONCE: '0',
  SANDBOX_RATE_LIMIT: '120',
  SANDBOX_START: '',
  SANDBOX_HISTORY_DAYS: String(JOURNEY_WINDOW_DAYS),
} as const;

type Name = keyof typeof DEFAULTS;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid sandbox configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads every setting; throws one `ConfigError` that lists every problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): SandboxConfig {
  const problems: string[] = [];
  const raw = (name: Name) => {
    const v = env[name];
    return v === undefined || v.trim() === '' ? DEFAULTS[name] : v.trim();
  };
  const integer = (name: Name, min: number, max: number) => {
    const v = raw(name);
    if (!/^\d+$/.test(v) || Number(v) < min || Number(v) > max) {
      problems.push(`${name} must be an integer from ${min} to ${max} (got "${v}")`);
      return Number(DEFAULTS[name]);
    }
    return Number(v);
  };
  const origin = (name: Name) => {
    const v = raw(name);
    let url: URL | undefined;
    try {
      url = new URL(v);
    } catch {
      url = undefined;
    }
    if (
      !url ||
      (url.protocol !== 'http:' && url.protocol !== 'https:') ||
      url.pathname !== '/' ||
      url.search ||
      url.hash ||
      url.username ||
      url.password
    ) {
      problems.push(
        `${name} must be an http(s) origin such as ${DEFAULTS[name]}, without path, query or credentials (got "${v}")`,
      );
      return DEFAULTS[name];
    }
    return url.origin;
  };
  const flag = (name: Name) => {
    const v = raw(name);
    if (v !== '0' && v !== '1') problems.push(`${name} must be 1 (on) or 0 (off) (got "${v}")`);
    return v === '1';
  };
  const instant = (name: Name) => {
    const v = raw(name);
    if (v === '') return undefined;
    const ms = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/.test(v) ? Date.parse(v) : NaN;
    if (Number.isNaN(ms))
      problems.push(`${name} must be an ISO 8601 instant with its offset, such as 2026-11-20T12:00:00Z (got "${v}")`);
    return Number.isNaN(ms) ? undefined : ms;
  };

  const config: SandboxConfig = {
    apiPort: integer('API_PORT', 0, 65535),
    authPort: integer('AUTH_PORT', 0, 65535),
    authUrl: origin('AUTH_URL'),
    apiUrl: origin('API_URL'),
    dashboardOrigin: origin('DASHBOARD_ORIGIN'),
    control: flag('SANDBOX_CONTROL'),
    accessTokenTtl: integer('SANDBOX_ACCESS_TOKEN_TTL', 10, 86_400),
    refreshTokenTtl: integer('SANDBOX_REFRESH_TOKEN_TTL', 60, 30 * 86_400),
    dpopNonce: flag('SANDBOX_DPOP_NONCE'),
    rateLimit: integer('SANDBOX_RATE_LIMIT', 1, 1_000_000),
    historyDays: integer('SANDBOX_HISTORY_DAYS', 1, JOURNEY_WINDOW_MAX_DAYS),
  };
  const start = instant('SANDBOX_START');
  if (start !== undefined) config.start = start;
  if (config.apiPort !== 0 && config.apiPort === config.authPort) problems.push('API_PORT and AUTH_PORT must differ');
  if (config.apiUrl === config.authUrl) problems.push('API_URL and AUTH_URL must be different origins');
  if (problems.length) throw new ConfigError(problems);
  return config;
}
