import type { SupportStores } from '../support';
import type { LimitOverrides } from './limits';

/** Options of {@link createAuthServer}; `sandbox/config.ts` fills them from the environment. */
export type AuthServerOptions = {
  /** AUTH_URL, e.g. http://localhost:4001 */
  issuer: string;
  /** API_URL: the resource and audience of access tokens, e.g. http://localhost:4000 */
  apiUrl: string;
  /** DASHBOARD_ORIGIN, e.g. http://localhost:5173; the public client's redirect URI is `${dashboardOrigin}/callback`. */
  dashboardOrigin: string;
  /** Access-token lifetime in seconds (300). */
  accessTokenTtl: number;
  /** Refresh-token idle window in seconds (1800). */
  refreshTokenTtl: number;
  /** Absolute maximum of a refresh-token chain in seconds, counted from the first issue (10 hours). */
  refreshTokenMaxTtl?: number;
  /** Require DPoP nonces at the token endpoint (RFC 9449 §8). */
  dpopNonce: boolean;
  /** Mount the test control routes under /control (only for tests and SANDBOX_CONTROL=1). */
  control?: boolean;
  /**
   * Not used for token times: oidc-provider and the refresh-token cap both run on the system clock, so moving the
   * simulator's clock (control routes) never expires a session. Accepted so the sandbox can pass its clock uniformly.
   */
  clock?: { now(): number };
  /** Support grants and access record, shared with the data API; by default new ones on `clock`. */
  support?: SupportStores;
  /** Store bounds, rate limits and throttles; defaults in `limits.ts` (tests lower them). */
  limits?: LimitOverrides;
};

export const DEFAULT_REFRESH_TOKEN_MAX_TTL = 10 * 3600;
