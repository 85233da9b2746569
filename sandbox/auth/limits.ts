/** A bound of one stored model: at most `max` entries, at most `perAccount` of them for one account. */
export type ModelBound = { max: number; perAccount: number };

/** Failures allowed in one window: per subject and address together, per subject, per address. */
export type ThrottleRule = { windowMs: number; perPair: number; perSubject: number; perAddress: number };

/** Every bound, rate limit and throttle of the authorization server (tests lower them). */
export type AuthLimits = {
  /** Entries of each oidc-provider model kept in memory; models not named use `default`. */
  store: { [model: string]: ModelBound | undefined; default: ModelBound };
  /** Requests a minute from one address to the endpoints that create state without a signed-in user. */
  rate: { authorization: number; deviceAuthorization: number; codeVerification: number; logout: number; token: number };
  /** Token-endpoint DPoP proofs remembered against replay: in all, and per proof key. */
  replay: { max: number; perKey: number };
  /** Wrong client secrets (subject: client id) and wrong passwords (subject: the email typed). */
  clientAuth: ThrottleRule;
  signIn: ThrottleRule;
  /** Counters kept per throttle or rate limit; the oldest window goes first when full. */
  maxKeys: number;
};

export const DEFAULT_LIMITS: AuthLimits = {
  store: {
    default: { max: 20_000, perAccount: 1_000 },
    Interaction: { max: 10_000, perAccount: 200 },
    DeviceCode: { max: 5_000, perAccount: 200 },
    Session: { max: 20_000, perAccount: 1_000 },
    ReplayDetection: { max: 20_000, perAccount: 0 },
  },
  rate: { authorization: 120, deviceAuthorization: 30, codeVerification: 60, logout: 60, token: 300 },
  replay: { max: 20_000, perKey: 100 },
  clientAuth: { windowMs: 60_000, perPair: 5, perSubject: 20, perAddress: 20 },
  signIn: { windowMs: 5 * 60_000, perPair: 5, perSubject: 20, perAddress: 30 },
  maxKeys: 10_000,
};

export type LimitOverrides = {
  [K in keyof AuthLimits]?: AuthLimits[K] extends number ? number : Partial<AuthLimits[K]>;
};

export function authLimits(overrides: LimitOverrides = {}): AuthLimits {
  const d = DEFAULT_LIMITS;
  const o = overrides;
  return {
    store: { ...d.store, ...o.store },
    rate: { ...d.rate, ...o.rate },
    replay: { ...d.replay, ...o.replay },
    clientAuth: { ...d.clientAuth, ...o.clientAuth },
    signIn: { ...d.signIn, ...o.signIn },
    maxKeys: o.maxKeys ?? d.maxKeys,
  };
}
