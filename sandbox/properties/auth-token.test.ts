/**
 * Property (issue 10): whatever a client sends the token endpoint (any grant, any member bent or repeated, real or
 * made-up codes and tokens, any DPoP proof, any client authentication, sent once or replayed), the answer is a
 * token response as the OpenAPI document gives it or an OAuth error (RFC 6749 §5.2): never a 5xx, a crash or a hang.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { FLEET_CLIENT_ID, FLEET_CLIENT_SECRET } from '../auth';
import { authorize, dpopKey, pkce, signedIn, testServer, type DpopKey } from '../auth/testing';
import { authChecker } from './auth-answers';
import { freshAgent, proofHeader, REAL, remoteAddress, tokenForm, tokenProof } from './auth-requests';
import { headerText, SEED } from './arbitraries';

const RUNS = 400;

const server = testServer();
const checker = await authChecker(server);
/** Several clients' keys: the server remembers at most 100 proofs per key (a client's share of the replay store). */
let keys: DpopKey[];
beforeAll(async () => {
  keys = await Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map((i) => dpopKey(i % 2 ? 'ES256' : 'PS256')));
});

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
const clientAuth = fc.oneof(
  { weight: 10, arbitrary: fc.constant(undefined) },
  fc.constantFrom(basic(FLEET_CLIENT_ID, FLEET_CLIENT_SECRET), basic('dashboard', ''), 'Basic', 'Basic !!!'),
  fc.tuple(headerText(20), headerText(20)).map(([id, secret]) => basic(id, secret)),
  headerText(80),
);
const contentType = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/x-www-form-urlencoded') },
  fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded; charset=utf-16', ''),
  headerText(30),
);

const placeholder = (text: string) => encodeURIComponent(text);

/** The form with each placeholder replaced by a fresh real artefact. */
async function realise(form: string, key: DpopKey): Promise<string> {
  let out = form;
  if (out.includes(placeholder(REAL.code))) {
    const { code, verifier } = await authorize(freshAgent(server));
    out = out.replaceAll(placeholder(REAL.code), code).replaceAll(placeholder('<real verifier>'), verifier);
  }
  out = out.replaceAll(placeholder('<real verifier>'), pkce().verifier);
  if (out.includes(placeholder(REAL.refresh))) {
    const { body } = await signedIn(freshAgent(server), key);
    out = out.replaceAll(placeholder(REAL.refresh), String(body.refresh_token));
  }
  if (out.includes(placeholder(REAL.device))) {
    const started = await freshAgent(server).postForm('/auth/device', {
      client_id: 'vehicle-cli',
      scope: 'vehicle:read',
    });
    out = out.replaceAll(placeholder(REAL.device), String(started.json().device_code));
  }
  return out;
}

describe('property: the token endpoint answers tokens or an OAuth error, never a 5xx or a hang', () => {
  it('any grant, member, DPoP proof and client authentication, sent once or replayed', async () => {
    const request = fc.record({
      // The router's other spellings of the path (issue 10, fault 4) as well as its own.
      url: fc.oneof(
        { weight: 6, arbitrary: fc.constant('/auth/token') },
        fc.constantFrom('/AUTH/TOKEN', '/auth/token/'),
      ),
      form: tokenForm,
      proof: tokenProof,
      authorization: clientAuth,
      type: contentType,
      address: remoteAddress,
      again: fc.boolean(),
      client: fc.nat(7),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ url, form, proof, authorization, type, address, again, client }) => {
        const key = keys[client]!;
        const headers = {
          'content-type': type,
          ...(await proofHeader(key, proof)),
          ...(authorization === undefined ? {} : { authorization }),
        };
        const o = { method: 'POST', url, payload: await realise(form, key), headers, remoteAddress: address };
        const first = await checker.send(o);
        // RFC 9449 §11.1 and RFC 6749 §4.1.2: a replayed request never gets tokens a second time.
        if (again && proof.kind !== 'none') {
          const second = await checker.send(o);
          if (first.statusCode === 200) expect(second.statusCode).not.toBe(200);
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
    expect(checker.seen('oauth', 200), 'tokens issued').toBeGreaterThan(RUNS / 30);
    expect(checker.seen('oauth', 400), 'requests refused').toBeGreaterThan(RUNS / 5);
  });
});
