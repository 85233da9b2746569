/** Helpers for the API's tests and benchmark: an AS signing key we control, access tokens as the AS mints them, DPoP proofs. */
import { randomUUID } from 'node:crypto';
import {
  calculateJwkThumbprint,
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
  type JWK,
} from 'jose';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { ManualClock } from '../sim/clock';
import type { Simulator } from '../sim/types';
import { buildApi } from './app';
import { accessTokenHash } from './dpop/dpop-proof';
import type { ApiOptions } from './options';

export { accessTokenHash };

export const ISSUER = 'http://localhost:4001';
export const API = 'http://localhost:4000';
export const DASHBOARD = 'http://localhost:5173';
export const START = Date.UTC(2026, 10, 20, 12, 0, 0);

export type SigningKey = { privateKey: CryptoKey; publicJwk: JWK; alg: string; kid: string };

export async function signingKey(alg: 'PS256' | 'RS256' | 'ES256' = 'PS256'): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  const kid = randomUUID();
  return { privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' }, alg, kid };
}

export type DpopKey = { privateKey: CryptoKey; publicJwk: JWK; alg: string; thumbprint: string };

export async function dpopKey(alg: 'PS256' | 'ES256' | 'RS256' = 'PS256', modulusLength = 2048): Promise<DpopKey> {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true, modulusLength });
  const publicJwk = await exportJWK(publicKey);
  return { privateKey, publicJwk, alg, thumbprint: await calculateJwkThumbprint(publicJwk) };
}

export type TokenOptions = {
  claims?: Record<string, unknown>;
  header?: Record<string, unknown>;
  key?: SigningKey;
  omit?: string[];
};

/** An access token with the claims the authorization server issues (RFC 9068 + cnf.jkt). */
export async function accessToken(as: SigningKey, dpop: DpopKey, now: number, o: TokenOptions = {}): Promise<string> {
  const iat = Math.floor(now / 1000);
  const claims: Record<string, unknown> = {
    iss: ISSUER,
    aud: API,
    sub: 'acct-owner-1',
    client_id: 'dashboard',
    scope: 'vehicle:read charger:read',
    iat,
    exp: iat + 300,
    jti: randomUUID(),
    cnf: { jkt: dpop.thumbprint },
    ...o.claims,
  };
  for (const k of o.omit ?? []) delete claims[k];
  const key = o.key ?? as;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: key.alg, typ: 'at+jwt', kid: key.kid, ...o.header })
    .sign(key.privateKey);
}

export type ProofOptions = {
  htm?: string;
  htu?: string;
  iat?: number;
  jti?: string;
  ath?: string | null;
  nonce?: unknown;
  header?: Record<string, unknown>;
  claims?: Record<string, unknown>;
  key?: CryptoKey;
};

/** A DPoP proof (RFC 9449 §4.2) for a GET of `path` on the API, bound to `token` through `ath`. */
export async function dpopProof(
  key: DpopKey,
  token: string,
  path: string,
  now: number,
  o: ProofOptions = {},
): Promise<string> {
  const payload: Record<string, unknown> = {
    htm: o.htm ?? 'GET',
    htu: o.htu ?? `${API}${path.split('?')[0]}`,
    jti: o.jti ?? randomUUID(),
    iat: o.iat ?? Math.floor(now / 1000),
    ...o.claims,
  };
  if (o.ath !== null) payload.ath = o.ath ?? accessTokenHash(token);
  if (o.nonce !== undefined) payload.nonce = o.nonce;
  return new SignJWT(payload)
    .setProtectedHeader({ typ: 'dpop+jwt', alg: key.alg, jwk: key.publicJwk, ...o.header })
    .sign(o.key ?? key.privateKey);
}

let keys: Promise<{ as: SigningKey; key: DpopKey }> | undefined;
/** RSA key generation is slow: one AS key and one DPoP key per test file. */
const sharedKeys = () => (keys ??= Promise.all([signingKey(), dpopKey()]).then(([as, key]) => ({ as, key })));

export type Harness = {
  app: FastifyInstance;
  clock: ManualClock;
  as: SigningKey;
  key: DpopKey;
  /** A token for `owner@example.com` (or other claims) bound to `key`. */
  token(o?: TokenOptions): Promise<string>;
  /** An authenticated GET with a fresh proof. */
  get(
    path: string,
    o?: { token?: string; proof?: ProofOptions; headers?: Record<string, string>; tokenOptions?: TokenOptions },
  ): Promise<LightMyRequestResponse>;
  inject(o: InjectOptions): Promise<LightMyRequestResponse>;
};

export async function harness(
  simulator: (clock: ManualClock) => Simulator,
  overrides: Partial<ApiOptions> = {},
): Promise<Harness> {
  const clock = new ManualClock(START);
  const { as, key } = await sharedKeys();
  const app = buildApi({
    simulator: simulator(clock),
    getKey: createLocalJWKSet({ keys: [as.publicJwk] }),
    issuer: ISSUER,
    audience: API,
    clock,
    rateLimit: { max: 1000, windowMs: 60_000 },
    dashboardOrigin: DASHBOARD,
    control: true,
    dpopNonce: false,
    ...overrides,
  });
  const h: Harness = {
    app,
    clock,
    as,
    key,
    token: (o) => accessToken(as, key, clock.now(), o),
    async get(path, o = {}) {
      const token = o.token ?? (await h.token(o.tokenOptions));
      const proof = await dpopProof(key, token, path, clock.now(), o.proof);
      return app.inject({
        method: 'GET',
        url: path,
        headers: { authorization: `DPoP ${token}`, dpop: proof, ...o.headers },
      });
    },
    inject: (o) => app.inject(o),
  };
  return h;
}
