/**
 * Structurally valid JWTs with arbitrary claims and headers, signed by a real key: a valid token or proof, then
 * members replaced, added or removed, then signed again by the same key (whatever `alg` the header now names).
 */
import { webcrypto } from 'node:crypto';
import fc from 'fast-check';
import type { CryptoKey, JWK } from 'jose';
import { headerText, unicode } from './arbitraries';

type Json = fc.JsonValue;
export type JwtOverrides = {
  header: Record<string, Json>;
  claims: Record<string, Json>;
  /** Members of the proof's `jwk` header replaced (`n` that is not base64url, a private `d`, another `kty`). */
  jwk: Record<string, Json>;
  omit: string[];
};

const near = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  headerText(20),
  unicode(10),
  fc.integer({ min: 1_700_000_000, max: 1_900_000_000 }),
  fc.constantFrom(null, '', 0, -1, 1e308, [], {}, 'none', 'HS256', 'RS256', 'ES256', 'PS256', 'EdDSA'),
);

const members = (names: readonly string[], value: fc.Arbitrary<Json>) =>
  fc.dictionary(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...names) }, fc.string({ maxLength: 8 })), value, {
    maxKeys: 3,
  });

/** Overrides of a JWT whose well-known members are `claims` and `header`; `specific` are values that matter here. */
export const jwtOverrides = (o: {
  header: readonly string[];
  claims: readonly string[];
  specific?: fc.Arbitrary<Json>;
}): fc.Arbitrary<JwtOverrides> => {
  const value = o.specific ? fc.oneof(o.specific, near) : near;
  return fc.record({
    header: members(o.header, value),
    claims: members(o.claims, value),
    jwk: members(['kty', 'n', 'e', 'crv', 'x', 'y', 'd', 'alg', 'kid'], value),
    omit: fc.subarray([...o.header, ...o.claims], { maxLength: 2 }),
  });
};

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const part = (jwt: string, i: number) => JSON.parse(Buffer.from(jwt.split('.')[i]!, 'base64url').toString());

/** `jwt` with the overrides applied, signed again with `privateKey` (PS256 or ES256, as the key is). */
export async function resign(jwt: string, o: JwtOverrides, privateKey: CryptoKey): Promise<string> {
  const header: Record<string, unknown> = { ...part(jwt, 0), ...o.header };
  const claims: Record<string, unknown> = { ...part(jwt, 1), ...o.claims };
  if (Object.keys(o.jwk).length && header.jwk && typeof header.jwk === 'object')
    header.jwk = { ...(header.jwk as JWK), ...o.jwk };
  for (const name of o.omit) {
    delete header[name];
    delete claims[name];
  }
  const input = `${b64(header)}.${b64(claims)}`;
  const params =
    privateKey.algorithm.name === 'ECDSA' ? { name: 'ECDSA', hash: 'SHA-256' } : { name: 'RSA-PSS', saltLength: 32 };
  const signature = await webcrypto.subtle.sign(params, privateKey, Buffer.from(input));
  return `${input}.${Buffer.from(signature).toString('base64url')}`;
}
