/** Requests to the authorization server drawn at random: valid forms and queries with members bent, dropped or added. */
import fc from 'fast-check';
import { DEVICE_CLIENT_ID, FLEET_CLIENT_ID, FLEET_CLIENT_SECRET } from '../auth';
import type { AuthServer } from '../auth';
import { Agent, API, DASHBOARD, ISSUER, pkce, proof, REDIRECT_URI, TOKEN_URL, type DpopKey } from '../auth/testing';
import { headerText, longRun, percentJunk, queryValue, unicode, unknownName } from './arbitraries';
import { jwtOverrides, resign, type JwtOverrides } from './jwt';

/** Any value a form member or query parameter might carry (before encoding). */
export const anyValue = fc.oneof(
  unicode(),
  headerText(40),
  fc.constantFrom('', ' ', 'null', '[]', '{}', 'undefined', '0', '-1'),
  longRun([300, 5000]),
);

/** Mostly `valid`, otherwise one of the near misses. */
export const mostly = (valid: string, ...near: string[]) =>
  fc.oneof({ weight: 4, arbitrary: fc.constant(valid) }, fc.constantFrom(valid, ...near));

type Pair = [string, string];
const encodePair = ([k, v]: Pair) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`;

/**
 * A form or query built from a valid one: each member kept (mostly), dropped, given any value or given twice, then
 * optional members and unknown ones (raw, possibly malformed encodings) added.
 */
export function bentForm(
  valid: Record<string, fc.Arbitrary<string>> | [string, fc.Arbitrary<string>][],
  optional: Record<string, fc.Arbitrary<string>> = {},
): fc.Arbitrary<string> {
  const members = (Array.isArray(valid) ? valid : Object.entries(valid)).map(([name, value]) =>
    fc.oneof(
      { weight: 12, arbitrary: value.map((v): Pair[] => [[name, v]]) },
      fc.constant<Pair[]>([]),
      anyValue.map((v): Pair[] => [[name, v]]),
      fc.tuple(value, anyValue).map(([a, b]): Pair[] => [
        [name, a],
        [name, b],
      ]),
    ),
  );
  const names = Object.keys(optional);
  const extra = names.length
    ? fc.array(
        fc.constantFrom(...names).chain((n) => fc.oneof(optional[n]!, anyValue).map((v): Pair => [n, v])),
        { maxLength: 3 },
      )
    : fc.constant<Pair[]>([]);
  const raw = fc.array(fc.tuple(unknownName, queryValue), { maxLength: 2 });
  return fc
    .tuple(fc.tuple(...members), extra, raw)
    .map(([known, more, unknown]) =>
      [...known.flat().map(encodePair), ...more.map(encodePair), ...unknown.map(([k, v]) => `${k}=${v}`)].join('&'),
    );
}

const CHALLENGE = pkce().challenge;

/** The authorization request (RFC 6749 §4.1.1, RFC 7636, RFC 9449 §10). */
export const authorizeQuery = bentForm(
  {
    response_type: mostly('code', 'token', 'code id_token', 'none'),
    client_id: mostly('dashboard', 'account', DEVICE_CLIENT_ID, FLEET_CLIENT_ID),
    redirect_uri: mostly(REDIRECT_URI, `${ISSUER}/account/callback`, 'http://evil.example/callback', `${DASHBOARD}/`),
    scope: mostly('vehicle:read charger:read', 'openid vehicle:read', 'openid offline_access', 'admin'),
    state: fc.string({ maxLength: 20 }),
    code_challenge: mostly(CHALLENGE, 'short', CHALLENGE.toLowerCase()),
    code_challenge_method: mostly('S256', 'plain', 's256'),
  },
  {
    prompt: fc.constantFrom('login', 'consent', 'none', 'select_account', 'create'),
    resource: fc.constantFrom(API, 'http://other.example', 'urn:x'),
    response_mode: fc.constantFrom('query', 'fragment', 'form_post', 'jwt', 'web_message'),
    nonce: fc.string(),
    max_age: fc.constantFrom('0', '-1', '1e9', 'x'),
    request: fc.constantFrom('e30.e30.', 'eyJhbGciOiJub25lIn0.e30.', 'x'),
    request_uri: fc.constantFrom('urn:ietf:params:oauth:request_uri:x', 'http://evil.example/r'),
    claims: fc.jsonValue().map((v) => JSON.stringify(v) ?? ''),
    dpop_jkt: fc.constantFrom('x', 'a'.repeat(43)),
    login_hint: fc.emailAddress(),
    ui_locales: fc.constantFrom('en', 'de-DE', '*', 'x'.repeat(100)),
    authorization_details: fc.jsonValue().map((v) => JSON.stringify(v) ?? ''),
  },
);

/** Placeholders a token request's run swaps for real artefacts (a fresh code, refresh token, device code). */
export const REAL = { code: '<real code>', refresh: '<real refresh token>', device: '<real device code>' } as const;
const orReal = (real: string) => fc.oneof({ weight: 2, arbitrary: fc.constant(real) }, anyValue);

/** Token requests of every grant type the server supports and a few it does not (RFC 6749 §4.1.3, §4.4, §6, RFC 8628). */
export const tokenForm = fc.oneof(
  bentForm({
    grant_type: mostly('authorization_code', 'AUTHORIZATION_CODE', 'implicit'),
    client_id: mostly('dashboard', 'account', FLEET_CLIENT_ID),
    code: orReal(REAL.code),
    redirect_uri: mostly(REDIRECT_URI, 'http://evil.example/callback'),
    code_verifier: mostly('<real verifier>', 'a'.repeat(43), 'short'),
  }),
  bentForm({
    grant_type: mostly('refresh_token'),
    client_id: mostly('dashboard', DEVICE_CLIENT_ID),
    refresh_token: orReal(REAL.refresh),
  }),
  bentForm({
    grant_type: mostly('client_credentials', 'password'),
    client_id: mostly(FLEET_CLIENT_ID, 'dashboard'),
    client_secret: mostly(FLEET_CLIENT_SECRET, 'wrong', ''),
    scope: mostly('vehicle:read', 'vehicle:read charger:read', 'openid', 'admin'),
  }),
  bentForm({
    grant_type: mostly('urn:ietf:params:oauth:grant-type:device_code'),
    client_id: mostly(DEVICE_CLIENT_ID, 'dashboard'),
    device_code: orReal(REAL.device),
  }),
  bentForm({ grant_type: anyValue }, { client_id: fc.constant('dashboard'), resource: fc.constant(API) }),
);

/** DPoP proofs for the token endpoint (RFC 9449 §4): valid, none, two, any text, or signed with claims and header bent. */
export type TokenProof =
  { kind: 'none' | 'valid' | 'twice' } | { kind: 'text'; value: string } | { kind: 'signed'; overrides: JwtOverrides };

export const tokenProof: fc.Arbitrary<TokenProof> = fc.oneof(
  { weight: 8, arbitrary: fc.constant({ kind: 'valid' as const }) },
  fc.constant({ kind: 'none' as const }),
  fc.constant({ kind: 'twice' as const }),
  fc.oneof(headerText(300), percentJunk).map((value) => ({ kind: 'text' as const, value })),
  {
    weight: 3,
    arbitrary: jwtOverrides({
      header: ['alg', 'typ', 'jwk', 'kid', 'crit', 'b64'],
      claims: ['htm', 'htu', 'jti', 'iat', 'nonce', 'ath'],
      specific: fc.constantFrom<fc.JsonValue>('POST', 'GET', TOKEN_URL, `${ISSUER}/AUTH/TOKEN`, 'x'.repeat(300)),
    }).map((overrides) => ({ kind: 'signed' as const, overrides })),
  },
);

/** The DPoP header(s) of a recipe. */
export async function proofHeader(key: DpopKey, p: TokenProof): Promise<Record<string, string | string[]>> {
  if (p.kind === 'text') return { dpop: p.value };
  if (p.kind === 'signed') return { dpop: await resign(await proof(key), p.overrides, key.privateKey) };
  if (p.kind === 'twice') return { dpop: [await proof(key), await proof(key)] };
  return p.kind === 'valid' ? { dpop: await proof(key) } : {};
}

/** A client address: many clients, so that per-address limits do not hide everything behind a 429. */
export const remoteAddress = fc.ipV4();

let agents = 0;
/** A browser-like agent on an address of its own, so that per-address limits meet only its own requests. */
export function freshAgent(server: AuthServer): Agent {
  const n = ++agents;
  return new Agent(server, `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`);
}
