/** Issue 10, fault 7: every URL the authorization server publishes or checks comes from AUTH_URL, not the request. */
import { describe, expect, it } from 'vitest';
import { Agent, dpopKey, ISSUER, proof, signInToConsent, testServer, tokenRequest, codeGrantForm } from './testing';

class HostileAgent extends Agent {
  override request(o: Parameters<Agent['request']>[0]) {
    return super.request({ ...o, headers: { ...(o.headers as Record<string, string>), host: 'evil.example' } });
  }
}

const ENDPOINTS = ['authorization_endpoint', 'token_endpoint', 'jwks_uri', 'device_authorization_endpoint'];

describe('URLs pinned to the issuer', () => {
  const server = testServer();
  const agent = new Agent(server);

  it.each([
    ['a hostile Host', { host: 'evil.example' }],
    ['X-Forwarded-Host and -Proto', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }],
    ['both', { host: 'evil.example:4001', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }],
  ])('publishes discovery on the issuer with %s', async (_name, headers) => {
    const meta = (await agent.get('/.well-known/openid-configuration', headers)).json();
    expect(meta.issuer).toBe(ISSUER);
    for (const name of ENDPOINTS) expect(new URL(meta[name]).origin, name).toBe(ISSUER);
  });

  it('sends a sign-in back to the issuer whatever the Host of its requests', async () => {
    // follow() stops at a redirect that leaves the issuer, so the consent page is reached only if none does.
    const consent = await signInToConsent(new HostileAgent(server));
    expect(consent.statusCode).toBe(200);
    expect(consent.payload).toContain('Allow');
  });

  it('takes a DPoP proof for the issuer’s token URL, and refuses one for the Host’s (RFC 9449 §4.3)', async () => {
    const key = await dpopKey();
    const form = () => codeGrantForm(new Agent(server));
    const hostile = { host: 'evil.example' };
    const forged = await tokenRequest(
      agent,
      await form(),
      await proof(key, { htu: 'http://evil.example/auth/token' }),
      hostile,
    );
    expect({ status: forged.statusCode, error: forged.json().error }).toEqual({
      status: 400,
      error: 'invalid_dpop_proof',
    });
    expect((await tokenRequest(agent, await form(), await proof(key), hostile)).statusCode).toBe(200);
  });

  it('uses https throughout for an https issuer behind a proxy', async () => {
    const issuer = 'https://auth.example.test';
    const https = new Agent(testServer({ issuer }));
    const meta = (await https.get('/.well-known/openid-configuration', { host: 'evil.example' })).json();
    expect(meta.issuer).toBe(issuer);
    for (const name of ENDPOINTS) expect(new URL(meta[name]).origin, name).toBe(issuer);
  });
});
