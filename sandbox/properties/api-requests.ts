/** Requests to the data API drawn at random: path parameters, list queries, credentials and the other headers. */
import fc from 'fast-check';
import type { ParamDescription, QueryDescription } from '../../contract/query';
import { VINS } from '../fleet';
import { API, DASHBOARD, dpopProof, type Harness } from '../api/testing';
import { headerText, pathSegment, queryString, queryValue, repeated, unknownName, unicode } from './arbitraries';
import { jwtOverrides, resign, type JwtOverrides } from './jwt';

const VALID_VINS = Object.values(VINS);

/** A `{vin}`: one of the fleet's (mostly), VIN-shaped but unknown, lower case, or anything at all. */
export const vinSegment = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...VALID_VINS) },
  fc.stringMatching(/^[A-HJ-NPR-Z0-9]{17}$/),
  fc.constantFrom(...VALID_VINS).map((v) => v.toLowerCase()),
  fc.stringMatching(/^[A-Z0-9]{16,18}$/),
  { weight: 3, arbitrary: pathSegment },
);

/** The request path of a documented template, sometimes bent: a trailing slash, a doubled one, upper case. */
export const pathOf = (templates: readonly string[]) =>
  fc
    .record({
      template: fc.constantFrom(...templates),
      vin: vinSegment,
      bend: fc.constantFrom('none', 'none', 'none', 'none', 'trailing', 'double', 'upper', 'dot', 'fragment'),
    })
    .map(({ template, vin, bend }) => {
      const path = template.replace('{vin}', vin);
      if (bend === 'trailing') return `${path}/`;
      if (bend === 'double') return `/${path}`;
      if (bend === 'upper') return path.toUpperCase();
      if (bend === 'dot') return path.replace('/v1/', '/v1/./');
      if (bend === 'fragment') return `${path}#x`;
      return path;
    });

const near = (...values: string[]) => fc.constantFrom(...values);

/** Values of one described parameter: valid ones (encoded as a client would), near misses, then anything. */
function paramValue(p: ParamDescription): fc.Arbitrary<string> {
  const valid: fc.Arbitrary<string> = (() => {
    switch (p.kind) {
      case 'integer':
        return fc.integer({ min: p.min, max: p.max }).map(String);
      case 'boolean':
        return near('true', 'false');
      case 'instant':
        return fc
          .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString());
      case 'enum':
        return fc.subarray([...p.values], { minLength: 1 }).map((vs) => vs.join(','));
      case 'sort':
        return fc
          .array(fc.tuple(fc.constantFrom(...p.fields), near('asc', 'desc')), { minLength: 1, maxLength: 3 })
          .map((keys) => keys.map((k) => k.join(',')).join(';'));
    }
  })();
  const misses: Record<ParamDescription['kind'], fc.Arbitrary<string>> = {
    integer: near('-1', '1.5', '01', '0x10', ' 1', '1e2', '9'.repeat(400), '101', '1001', '4294967296'),
    boolean: near('TRUE', '1', 'yes', 'true,false'),
    instant: near('2026-02-30T00:00:00Z', '2026-11-20', '2026-11-20T12:00:00+01:00', '+275760-09-13T00:00:00.000Z'),
    enum: near('CRITICAL', 'critical,', ',', 'info,info'),
    sort: near('raisedAt', 'raisedAt,up', 'x,asc', 'raisedAt,asc,desc', ';', 'startTime,DESC'),
  };
  return fc.oneof(
    { weight: 3, arbitrary: valid.map(encodeURIComponent) },
    { weight: 2, arbitrary: misses[p.kind].map(encodeURIComponent) },
    queryValue,
  );
}

/** A query for an endpoint described by `d`: its parameters (valid or not, repeated), unknown ones, or none. */
export function queryOf(d: QueryDescription): fc.Arbitrary<string> {
  const names = Object.keys(d);
  const unknown = fc.tuple(unknownName, queryValue);
  if (!names.length) return fc.oneof(fc.constant(''), queryString(unknown, 3));
  const known = fc.constantFrom(...names).chain((name) => paramValue(d[name]!).map((v): [string, string] => [name, v]));
  return fc.oneof(
    { weight: 6, arbitrary: queryString(fc.oneof({ weight: 6, arbitrary: known }, unknown)) },
    fc.constantFrom(...names).chain((name) => repeated(name, paramValue(d[name]!))),
  );
}

/** How the request proves who it is: the usual DPoP pair, either part mangled, or headers with any text at all. */
export type Credentials = {
  authorization:
    | { kind: 'none' | 'valid' }
    | { kind: 'signed'; overrides: JwtOverrides }
    | { kind: 'scheme'; scheme: string }
    | { kind: 'text'; value: string };
  proof:
    | { kind: 'none' | 'valid' | 'twice' }
    | { kind: 'signed'; overrides: JwtOverrides }
    | { kind: 'text'; value: string };
};

const TOKEN_CLAIMS = ['iss', 'aud', 'sub', 'client_id', 'scope', 'iat', 'exp', 'nbf', 'jti', 'cnf'] as const;
const tokenValues = fc.constantFrom<fc.JsonValue>(
  'acct-owner-2',
  'acct-support-1',
  'fleet-demo',
  'vehicle:read',
  'charger:read',
  API,
  [API, 'x'],
  { jkt: 'x' },
  'at+jwt',
);
const PROOF_CLAIMS = ['htm', 'htu', 'jti', 'iat', 'ath', 'nonce'] as const;
const proofValues = fc.constantFrom<fc.JsonValue>('GET', 'POST', `${API}/health`, 'dpop+jwt', 'a'.repeat(300));
const JOSE_HEADER = ['alg', 'typ', 'kid', 'jwk', 'crit', 'b64', 'jku', 'x5u', 'x5c'] as const;

export const credentials: fc.Arbitrary<Credentials> = fc.record({
  authorization: fc.oneof(
    { weight: 4, arbitrary: fc.constant({ kind: 'valid' as const }) },
    fc.constant({ kind: 'none' as const }),
    {
      weight: 3,
      arbitrary: jwtOverrides({ header: JOSE_HEADER, claims: TOKEN_CLAIMS, specific: tokenValues }).map(
        (overrides) => ({ kind: 'signed' as const, overrides }),
      ),
    },
    fc
      .oneof(near('Bearer', 'dpop', 'DPOP', 'Basic', 'DPoP ', ' DPoP', ''), headerText(10), unicode(5))
      .map((scheme) => ({ kind: 'scheme' as const, scheme })),
    headerText(200).map((value) => ({ kind: 'text' as const, value })),
  ),
  proof: fc.oneof(
    { weight: 4, arbitrary: fc.constant({ kind: 'valid' as const }) },
    fc.constant({ kind: 'none' as const }),
    fc.constant({ kind: 'twice' as const }),
    {
      weight: 3,
      arbitrary: jwtOverrides({ header: JOSE_HEADER, claims: PROOF_CLAIMS, specific: proofValues }).map(
        (overrides) => ({ kind: 'signed' as const, overrides }),
      ),
    },
    fc.oneof(headerText(300), fc.constant('e30.e30.e30')).map((value) => ({ kind: 'text' as const, value })),
  ),
});

/** The Authorization and DPoP headers of `c` for a GET of `path` (Unicode text sent as its UTF-8 bytes). */
export async function credentialHeaders(h: Harness, c: Credentials, path: string) {
  const headers: Record<string, string | string[]> = {};
  const valid = await h.token();
  const token =
    c.authorization.kind === 'signed' ? await resign(valid, c.authorization.overrides, h.as.privateKey) : valid;
  const a = c.authorization;
  if (a.kind === 'valid' || a.kind === 'signed') headers.authorization = `DPoP ${token}`;
  if (a.kind === 'scheme') headers.authorization = latin1(`${a.scheme} ${token}`);
  if (a.kind === 'text') headers.authorization = a.value;
  const proof = () => dpopProof(h.key, token, path, h.clock.now());
  const p = c.proof;
  if (p.kind === 'valid') headers.dpop = await proof();
  if (p.kind === 'twice') headers.dpop = [await proof(), await proof()];
  if (p.kind === 'signed') headers.dpop = await resign(await proof(), p.overrides, h.key.privateKey);
  if (p.kind === 'text') headers.dpop = p.value;
  return headers;
}

/** What a client's UTF-8 bytes look like to Node, which reads header bytes as Latin-1. */
const latin1 = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

/** The other headers a client sends, any of them absent, usual or not. */
export const otherHeaders = fc.record(
  {
    'content-type': fc.oneof(
      near('application/json', 'text/plain', 'application/json; charset=utf-16', ';;'),
      headerText(),
    ),
    accept: fc.oneof(near('application/json', 'application/problem+json', 'text/html', '*/*', 'x/y;q=0'), headerText()),
    origin: fc.oneof(near(DASHBOARD, 'http://evil.example', 'null', ''), headerText()),
    host: fc.oneof(near('localhost:4000', '[', 'evil.example', '', 'localhost:99999', '[::1]:4000'), headerText()),
    'x-correlation-id': fc.oneof(fc.uuid(), headerText(40)),
    'accept-encoding': fc.oneof(near('gzip', 'br', 'identity;q=0', '*;q=0'), headerText()),
  },
  { requiredKeys: [] },
);
