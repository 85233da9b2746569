/** Issue 10, fault 4: the token endpoint refuses a replayed or stale proof before it spends the code (RFC 9449 §11.1). */
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { Agent, b64json, dpopKey, proof, testServer, type DpopKey, codeGrantForm } from './testing';

const server = testServer();
const agent = new Agent(server);
let key: DpopKey;
beforeAll(async () => {
  key = await dpopKey();
});

const now = () => Math.floor(Date.now() / 1000);

const codeForm = () => codeGrantForm(new Agent(server));

const exchange = (path: string, form: Record<string, string>, dpop: string) => agent.postForm(path, form, { dpop });

async function expectRefusedKeepingCode(path: string, dpop: string, description: RegExp) {
  const form = await codeForm();
  const res = await exchange(path, form, dpop);
  expect({ status: res.statusCode, error: res.json().error }).toEqual({ status: 400, error: 'invalid_dpop_proof' });
  expect(res.json().error_description).toMatch(description);
  // The code is still good: the same exchange with a fresh proof succeeds.
  expect((await exchange('/auth/token', form, await proof(key))).statusCode).toBe(200);
}

describe('replay of a proof on every path the router sends to the token endpoint', () => {
  it.each(['/auth/token', '/AUTH/TOKEN', '/Auth/Token', '/auth/token/', '/AUTH/TOKEN/'])(
    'refuses a replay on %s, and the code still works',
    async (path) => {
      const used = await proof(key);
      expect((await exchange('/auth/token', await codeForm(), used)).statusCode).toBe(200);
      await expectRefusedKeepingCode(path, used, /replay/);
    },
  );

  it('refuses a replay of a proof whose first request failed after the proof checks', async () => {
    const used = await proof(key);
    const failed = await exchange('/auth/token', { ...(await codeForm()), code_verifier: 'x'.repeat(43) }, used);
    expect(failed.json().error).toBe('invalid_grant');
    await expectRefusedKeepingCode('/auth/token', used, /replay/);
  });
});

describe('proof checks before the code is looked at', () => {
  it.each([
    ['a jti of 257 characters', () => proof(key, { jti: 'j'.repeat(257) }), /jti is longer than 256/],
    ['a jti of 10 KB', () => proof(key, { jti: 'j'.repeat(10_240) }), /too large|jti is longer/],
    ['an iat 61 s old', () => proof(key, { iat: now() - 61 }), /iat is not within 60 s/],
    ['an iat 301 s old (outside oidc-provider’s own window too)', () => proof(key, { iat: now() - 301 }), /iat/],
    // Well past the 10 s skew: a second boundary or a slow machine between signing and checking eats into the margin.
    ['an iat 15 s ahead', () => proof(key, { iat: now() + 15 }), /iat is not within/],
  ])('refuses %s with invalid_dpop_proof, and the code still works', async (_name, make, description) => {
    await expectRefusedKeepingCode('/auth/token', await make(), description);
  });

  it('takes a proof 55 s old (inside the data API’s window)', async () => {
    expect((await exchange('/auth/token', await codeForm(), await proof(key, { iat: now() - 55 }))).statusCode).toBe(
      200,
    );
  });
});

describe('what the replay store records', () => {
  it('records no jti from an unsigned or forged proof, whatever else the request gets wrong', async () => {
    const jti = crypto.randomUUID();
    const claims = { htm: 'POST', htu: 'http://localhost:4001/auth/token', jti, iat: now() };
    const unsigned = `${b64json({ typ: 'dpop+jwt', alg: 'none', jwk: key.publicJwk })}.${b64json(claims)}.`;
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ typ: 'dpop+jwt', alg: 'PS256', jwk: key.publicJwk })
      .sign((await dpopKey()).privateKey);
    for (const dpop of [unsigned, forged]) {
      // Refused before oidc-provider validates the proof: no grant type, an unknown client.
      expect((await exchange('/auth/token', { client_id: 'dashboard' }, dpop)).statusCode).toBe(400);
      expect(
        (await exchange('/auth/token', { grant_type: 'refresh_token', client_id: 'nobody' }, dpop)).statusCode,
      ).toBe(400);
    }
    expect((await exchange('/auth/token', await codeForm(), await proof(key, { jti }))).statusCode).toBe(200);
  });

  it('a jti reused under another key is refused by oidc-provider’s own check (per client and jti)', async () => {
    // The guard remembers a jti per caller (issue 19); the sender of such a proof spends only its own code.
    const jti = crypto.randomUUID();
    expect((await exchange('/auth/token', await codeForm(), await proof(key, { jti }))).statusCode).toBe(200);
    const res = await exchange('/auth/token', await codeForm(), await proof(await dpopKey('ES256'), { jti }));
    // Past the guard (not its invalid_dpop_proof), oidc-provider refuses it as an invalid grant.
    expect({ status: res.statusCode, error: res.json().error }).toEqual({ status: 400, error: 'invalid_grant' });
  });
});

describe('replays are per caller (issue 19)', () => {
  it('a jti pre-posted by an unknown client with its own key does not block a real client’s proof with that jti', async () => {
    const jti = crypto.randomUUID();
    const attacker = await dpopKey();
    const prePosted = await exchange(
      '/auth/token',
      { grant_type: 'authorization_code', client_id: 'nobody', code: 'x' },
      await proof(attacker, { jti }),
    );
    expect(prePosted.statusCode).toBeGreaterThanOrEqual(400);
    expect((await exchange('/auth/token', await codeForm(), await proof(key, { jti }))).statusCode).toBe(200);
  });

  it('the same caller replaying its own jti is still refused', async () => {
    const used = await proof(key);
    expect((await exchange('/auth/token', await codeForm(), used)).statusCode).toBe(200);
    await expectRefusedKeepingCode('/auth/token', used, /replay/);
  });
});
