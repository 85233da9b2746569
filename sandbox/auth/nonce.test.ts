import { describe, expect, it } from 'vitest';
import { Agent, DASHBOARD, dpopKey, proof, testServer, tokenRequest, codeGrantForm } from './testing';

/** RFC 9449 §8 with the `dpopNonce` option: the token endpoint demands a server nonce in every proof. */
describe('DPoP nonces at the token endpoint', () => {
  const server = testServer({ dpopNonce: true });
  const agent = new Agent(server);

  it('answers a proof without a nonce with use_dpop_nonce, and the retry with the nonce succeeds on the same code (C11, C12)', async () => {
    const key = await dpopKey();
    const form = await codeGrantForm(new Agent(server));

    const first = await tokenRequest(agent, form, await proof(key), { origin: DASHBOARD });
    expect({ status: first.statusCode, error: first.json().error }).toEqual({ status: 400, error: 'use_dpop_nonce' });
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const nonce = String(first.headers['dpop-nonce']);
    expect(nonce).toMatch(/^[\w.-]+$/);
    expect(String(first.headers['access-control-expose-headers'])).toContain('DPoP-Nonce');

    const retry = await tokenRequest(agent, form, await proof(key, { nonce }));
    expect(retry.statusCode).toBe(200);
    expect(retry.json().token_type).toBe('DPoP');

    const refresh = await tokenRequest(
      agent,
      { grant_type: 'refresh_token', client_id: 'dashboard', refresh_token: retry.json().refresh_token },
      await proof(key, { nonce }),
    );
    expect(refresh.statusCode).toBe(200);
  });

  it('rejects a made-up nonce with use_dpop_nonce and a fresh one', async () => {
    const key = await dpopKey();
    const res = await tokenRequest(
      agent,
      {
        grant_type: 'client_credentials',
        client_id: 'fleet-demo',
        client_secret: 'fleet-demo-secret',
        scope: 'vehicle:read',
      },
      await proof(key, { nonce: 'eyJ7S_zG.eyJH0-Z.HX4w-7v' }),
    );
    expect({ status: res.statusCode, error: res.json().error }).toEqual({ status: 400, error: 'use_dpop_nonce' });
    expect(res.headers['dpop-nonce']).not.toBe('eyJ7S_zG.eyJH0-Z.HX4w-7v');
  });

  it('does not demand nonces when the option is off', async () => {
    const res = await tokenRequest(
      new Agent(testServer()),
      {
        grant_type: 'client_credentials',
        client_id: 'fleet-demo',
        client_secret: 'fleet-demo-secret',
        scope: 'vehicle:read',
      },
      await proof(await dpopKey()),
    );
    expect(res.statusCode).toBe(200);
  });
});
