/** The whole sandbox on ephemeral loopback ports: a real token from the authorization server, verified by the API over JWKS. */
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenHash } from './api/dpop/dpop-proof';
import { dpopKey, dpopProof, type DpopKey } from './api/testing';
import { VINS } from './fleet';
import { parseResponse, rawExchange } from './raw-http';
import { KEEP_ALIVE_MS, startSandbox, type Sandbox } from './server';
import { TEST_START, testClock } from './test-clock';

let sandbox: Sandbox;
let key: DpopKey;

beforeAll(async () => {
  [sandbox, key] = await Promise.all([
    startSandbox({ clock: testClock(), apiPort: 0, authPort: 0, control: true, env: {} }),
    dpopKey(),
  ]);
});
afterAll(() => sandbox?.close());

/** Client credentials (SPEC §5.2) with a DPoP proof for the token endpoint. */
async function fleetToken(): Promise<string> {
  const tokenUrl = `${sandbox.authUrl}/auth/token`;
  const proof = await dpopProof(key, '', '', Date.now(), { htm: 'POST', htu: tokenUrl, ath: null });
  const res = await fetch(tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', dpop: proof },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: 'fleet-demo',
      client_secret: 'fleet-demo-secret',
      scope: 'vehicle:read',
    }),
  });
  const body = (await res.json()) as { access_token: string; token_type: string };
  expect(res.status, JSON.stringify(body)).toBe(200);
  expect(body.token_type).toBe('DPoP');
  return body.access_token;
}

const call = async (token: string, path: string, proof?: string) =>
  fetch(`${sandbox.apiUrl}${path}`, {
    headers: {
      authorization: `DPoP ${token}`,
      dpop: proof ?? (await dpopProof(key, token, path, Date.now(), { htu: `${sandbox.apiUrl}${path}` })),
    },
  });

describe('startSandbox', () => {
  it('serves both servers on ephemeral ports, with the API URL as the token audience', async () => {
    expect(sandbox.apiUrl).toMatch(/^http:\/\/localhost:\d+$/);
    expect(sandbox.apiUrl).not.toBe('http://localhost:4000');
    expect(await (await fetch(`${sandbox.apiUrl}/health`)).json()).toEqual({ status: 'UP' });
    const token = await fleetToken();
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({
      iss: sandbox.authUrl,
      aud: sandbox.apiUrl,
      client_id: 'fleet-demo',
      cnf: { jkt: key.thumbprint },
    });
  });
  it('both servers keep an idle connection open for KEEP_ALIVE_MS, so a pooled client connection is not closed under it', async () => {
    for (const url of [`${sandbox.apiUrl}/health`, `${sandbox.authUrl}/.well-known/openid-configuration`]) {
      const res = await fetch(url);
      await res.arrayBuffer();
      expect(res.headers.get('keep-alive'), url).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
    }
  });

  it('a real AS token with a fresh proof reads the fleet’s car; the same proof again is refused', async () => {
    const token = await fleetToken();
    const path = `/v1/vehicles/${VINS.dieselVan}/status`;
    const proof = await dpopProof(key, token, path, Date.now(), { htu: `${sandbox.apiUrl}${path}` });
    const ok = await call(token, path, proof);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { vin: string }).vin).toBe(VINS.dieselVan);
    const replay = await call(token, path, proof);
    expect(replay.status).toBe(401);
    expect(replay.headers.get('www-authenticate')).toContain('invalid_dpop_proof');
  });
  it('the fleet client cannot see an owner’s car (404), and a proof for another key is refused (401 invalid_token)', async () => {
    const token = await fleetToken();
    expect((await call(token, `/v1/vehicles/${VINS.evSedan}`)).status).toBe(404);
    const other = await dpopKey('ES256');
    const path = `/v1/vehicles/${VINS.dieselVan}`;
    const res = await call(
      token,
      path,
      await dpopProof(other, token, path, Date.now(), {
        htu: `${sandbox.apiUrl}${path}`,
        ath: accessTokenHash(token),
      }),
    );
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain('error="invalid_token"');
  });
  it('control moves the simulator clock but never ages tokens or proofs (the AS and browsers sign on real time)', async () => {
    const token = await fleetToken();
    const path = `/v1/vehicles/${VINS.dieselVan}`;
    const before = Date.parse(((await (await fetch(`${sandbox.apiUrl}/control/clock`)).json()) as { now: string }).now);
    const moved = await fetch(`${sandbox.apiUrl}/control/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 3_600_000 }),
    });
    expect(moved.status).toBe(200);
    expect(Date.parse(((await moved.json()) as { now: string }).now) - before).toBeGreaterThanOrEqual(3_600_000);
    const proof = await dpopProof(key, token, path, Date.now(), { htu: `${sandbox.apiUrl}${path}` });
    expect((await call(token, path, proof)).status).toBe(200);
  });
  it.each([
    ['data API', () => sandbox.apiUrl],
    ['authorization server', () => sandbox.authUrl],
  ])(
    'the %s answers requests Node cannot parse with problem details: 431 for headers over 16 KB, 400 otherwise',
    async (_name, origin) => {
      const port = Number(new URL(origin()).port);
      const overflow = parseResponse(
        await rawExchange(port, `GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(17_000)}\r\n\r\n`),
      );
      const garbage = parseResponse(await rawExchange(port, 'NOT HTTP\r\n\r\n'));
      for (const [res, status] of [
        [overflow, 431],
        [garbage, 400],
      ] as const) {
        expect(res.status).toBe(status);
        expect(res.headers['content-type']).toBe('application/problem+json');
        const body = JSON.parse(res.body);
        expect(body).toMatchObject({ status, title: expect.any(String), detail: expect.any(String) });
        expect(body.correlationId).toBe(res.headers['x-correlation-id']);
      }
      expect((await fetch(`${sandbox.apiUrl}/health`)).status).toBe(200);
      expect((await fetch(`${sandbox.authUrl}/.well-known/oauth-authorization-server`)).status).toBe(200);
    },
  );
});

describe('the sandbox clock', () => {
  it('starts at SANDBOX_START and runs on, with the control interface off too', async () => {
    const start = Date.UTC(2026, 10, 20, 0, 40);
    const other = await startSandbox({ apiPort: 0, authPort: 0, env: { SANDBOX_START: '2026-11-20T00:40:00Z' } });
    try {
      expect(other.clock.now()).toBeGreaterThanOrEqual(start);
      expect(other.clock.now()).toBeLessThan(start + 60_000);
    } finally {
      await other.close();
    }
  });
});

// Each test starts a Node process that compiles the sandbox with tsx: seconds on an idle machine, more under load.
describe('sandbox/server.ts as a process', { timeout: 60_000 }, () => {
  it('lists every configuration error at once and exits 2', async () => {
    const child = spawn('npx', ['tsx', 'sandbox/server.ts'], {
      env: { ...process.env, API_PORT: 'x', SANDBOX_RATE_LIMIT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(2);
    expect(stderr).toContain('API_PORT must be an integer');
    expect(stderr).toContain('SANDBOX_RATE_LIMIT must be an integer');
  });
  it('shuts down gracefully on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/server.ts'], {
      env: {
        ...process.env,
        // The run's SANDBOX_START may be a time of day (`00:40`), which only the test clock reads.
        SANDBOX_START: new Date(TEST_START).toISOString(),
        API_PORT: '0',
        AUTH_PORT: '0',
        API_URL: 'http://localhost:4900',
        AUTH_URL: 'http://localhost:4901',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const exited = new Promise<[number | null, string | null]>((resolve) =>
      child.on('exit', (c, s) => resolve([c, s])),
    );
    const listening = await Promise.race([
      new Promise<true>((resolve) =>
        child.stdout.on('data', (d) => {
          stdout += d;
          if (stdout.includes('rate limit')) resolve(true);
        }),
      ),
      exited.then(() => false),
    ]);
    expect(listening, `the sandbox exited before listening: ${stderr}`).toBe(true);
    child.kill('SIGTERM');
    const [code, signal] = await exited;
    expect({ code, signal, stdout }).toMatchObject({ code: 0, signal: null });
    expect(stdout).toContain('SIGTERM: shutting down');
  });
});
