/**
 * Property (issue 10): whatever a client sends the authorization server's OAuth endpoints, control routes, or any
 * path with any method and request target, the answer is well-formed for its endpoint (see auth-answers.ts): never a
 * 5xx, a crash or a hang. Metadata names the issuer's URLs whatever the Host header says.
 */
import { METHODS } from 'node:http';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_CLIENT_ID, FLEET_CLIENT_ID } from '../auth';
import { dpopKey, ISSUER, testServer, type DpopKey } from '../auth/testing';
import { authChecker } from './auth-answers';
import { anyValue, bentForm, mostly, proofHeader, remoteAddress, tokenProof } from './auth-requests';
import { headerText, pathSegment, requestTarget, SEED, unicode } from './arbitraries';

const RUNS = { metadata: 100, device: 150, revoke: 100, userinfo: 100, control: 150, methods: 200, targets: 300 };

const server = testServer();
const checker = await authChecker(server);
let key: DpopKey;
beforeAll(async () => {
  key = await dpopKey();
});

const form = (url: string, payload: string, headers: Record<string, string | string[]> = {}, address?: string) =>
  checker.send({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    remoteAddress: address,
  });
const near = (...values: string[]) => fc.constantFrom(...values);

describe('property: the authorization server answers every request in its endpoint’s form, never a 5xx or a hang', () => {
  it('discovery and keys under any Host, Origin and Accept, with every URL on the issuer (RFC 8414 §3)', async () => {
    const request = fc.record({
      path: near('/.well-known/openid-configuration', '/.well-known/oauth-authorization-server', '/auth/jwks'),
      host: fc.oneof(near('localhost:4001', 'evil.example', '[', '', 'localhost:4001@evil.example'), headerText(30)),
      origin: fc.oneof(near('http://localhost:5173', 'null'), headerText(30)),
      accept: fc.oneof(near('application/json', 'text/html', '*/*'), headerText(30)),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ path, ...headers }) => {
        const res = await checker.send({ method: 'GET', url: path, headers });
        if (res.statusCode !== 200 || path === '/auth/jwks') return;
        const meta = res.json() as Record<string, unknown>;
        const urls = Object.entries(meta).filter(
          ([k]) => k === 'issuer' || k.endsWith('_endpoint') || k === 'jwks_uri',
        );
        for (const [name, url] of urls) expect(String(url), `${name} under Host ${headers.host}`).toMatch(ISSUER);
      }),
      { seed: SEED, numRuns: RUNS.metadata },
    );
  });

  it('any device authorization request (RFC 8628 §3.1), with any DPoP header', async () => {
    const request = fc.record({
      payload: bentForm(
        { client_id: mostly(DEVICE_CLIENT_ID, 'dashboard', FLEET_CLIENT_ID), scope: mostly('vehicle:read', 'admin') },
        { resource: near('http://localhost:4000', 'urn:x'), dpop_jkt: anyValue },
      ),
      proof: tokenProof,
      address: remoteAddress,
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ payload, proof, address }) => {
        await form('/auth/device', payload, await proofHeader(key, proof), address);
      }),
      { seed: SEED, numRuns: RUNS.device },
    );
    expect(checker.seen('oauth', 200), 'device codes issued').toBeGreaterThan(RUNS.device / 10);
  });

  it('any revocation request (RFC 7009 §2.1)', async () => {
    const payload = bentForm({
      token: anyValue,
      token_type_hint: mostly('refresh_token', 'access_token', 'id_token'),
      client_id: mostly('dashboard', DEVICE_CLIENT_ID, FLEET_CLIENT_ID),
    });
    await fc.assert(
      fc.asyncProperty(payload, remoteAddress, async (p, address) => {
        await form('/auth/revoke', p, {}, address);
      }),
      { seed: SEED, numRuns: RUNS.revoke },
    );
  });

  it('any credentials at userinfo (OpenID Connect Core §5.3)', async () => {
    const request = fc.record({
      method: near('GET', 'POST'),
      authorization: fc.oneof(near('DPoP x', 'Bearer x', 'DPoP', ''), headerText(100)),
      proof: tokenProof,
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ method, authorization, proof }) => {
        const headers = { authorization, ...(await proofHeader(key, proof)) };
        await checker.send({ method, url: '/auth/userinfo', headers });
      }),
      { seed: SEED, numRuns: RUNS.userinfo },
    );
  });

  it('any body of any media type to the control routes, deeply nested JSON included', async () => {
    const ttl = fc.oneof(fc.integer({ min: -10, max: 700_000 }), fc.double(), fc.jsonValue({ maxDepth: 1 }));
    const body = fc.oneof(
      fc.record({ accessTokenTtl: ttl, refreshTokenTtl: ttl }, { requiredKeys: [] }).map((v) => JSON.stringify(v)),
      fc.record({ email: fc.oneof(near('owner@example.com'), fc.jsonValue()) }).map((v) => JSON.stringify(v)),
      fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v) ?? ''),
      fc.integer({ min: 1, max: 20_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
      fc.integer({ min: 1, max: 20_000 }).map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
      unicode(50),
    );
    const request = fc.record({
      method: near('GET', 'POST', 'PUT'),
      path: near('/control/token-lifetimes', '/control/revoke-refresh-tokens', '/control/x', '/control/'),
      body,
      type: fc.oneof({ weight: 4, arbitrary: near('application/json') }, near('text/plain', ''), headerText(20)),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ method, path, body, type }) => {
        const payload = method === 'GET' ? undefined : body;
        await checker.send({ method, url: path, payload, headers: { 'content-type': type } });
      }),
      { seed: SEED, numRuns: RUNS.control },
    );
  });

  it('any method on any path of the server', async () => {
    const paths = ['/auth', '/auth/token', '/auth/device', '/auth/revoke', '/auth/jwks', '/auth/userinfo'];
    paths.push('/auth/logout', '/device', '/account', '/account/grants', '/interaction/x', '/static/auth.css');
    const request = fc.record({
      method: fc.constantFrom(...METHODS.filter((m) => m !== 'CONNECT')),
      path: fc.oneof(
        near(...paths),
        pathSegment.map((s) => `/${s}`),
        pathSegment.map((s) => `/auth/${s}`),
      ),
      address: remoteAddress,
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ method, path, address }) => {
        await checker.send({ method, url: path, remoteAddress: address });
      }),
      { seed: SEED, numRuns: RUNS.methods },
    );
  });

  it('any request target, as Node’s parser hands it over (issue 10, fault 1: `//` and `http://[`)', async () => {
    await fc.assert(
      fc.asyncProperty(requestTarget, near('GET', 'POST', 'HEAD'), async (target, method) => {
        await checker.send({ method, url: '/' }, target);
      }),
      { seed: SEED, numRuns: RUNS.targets },
    );
  });
});
