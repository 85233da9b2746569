/** DESIGN §3 CONNECT rules and the broker's bounds, against the whole sandbox on ephemeral ports with real tokens. */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { streamTopic } from '../../contract/stream';
import { accessTokenHash, dpopKey, type DpopKey } from '../api/testing';
import { VINS } from '../fleet';
import { startSandbox, type Sandbox } from '../server';
import { testClock } from '../test-clock';
import type { StreamLimits } from './limits';
import { brokerProof, closed, connect, Inbox, signIn, subscribe } from './testing';

let key: DpopKey;
let other: DpopKey;
beforeAll(async () => {
  [key, other] = await Promise.all([dpopKey(), dpopKey('ES256')]);
});

const start = (streamLimits: Partial<StreamLimits> = {}) =>
  startSandbox({ clock: testClock(), apiPort: 0, authPort: 0, control: true, env: {}, streamLimits });

const clients: { end(force: boolean): unknown }[] = [];
afterEach(() => {
  for (const c of clients.splice(0)) c.end(true);
});
async function open(sandbox: Sandbox, token: string, k = key) {
  const c = await connect(sandbox, { token, proof: await brokerProof(sandbox, k, token) });
  if (c.client) clients.push(c.client);
  return c;
}

/** Upgrades to the stream's WebSocket and reports the HTTP status (101 when it opened). */
function upgrade(sandbox: Sandbox, o: { path?: string; protocols?: string[]; origin?: string } = {}) {
  const url = sandbox.stream.brokerUrl.replace('/mqtt', o.path ?? '/mqtt');
  const ws = new WebSocket(url, o.protocols ?? ['mqtt'], o.origin ? { origin: o.origin } : {});
  return new Promise<{ status: number; retryAfter?: string; ws: WebSocket }>((resolve) => {
    ws.once('open', () => resolve({ status: 101, ws }));
    ws.once('unexpected-response', (_req, res) =>
      resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], ws }),
    );
    ws.once('error', () => undefined);
  });
}

describe('CONNECT (DESIGN §3: password = access token, username = DPoP proof for the broker URL)', () => {
  let sandbox: Sandbox;
  let token: string;
  beforeAll(async () => {
    sandbox = await start();
    token = await signIn(sandbox, 'owner@example.com', key);
  });
  afterAll(() => sandbox?.close());

  it('accepts a DPoP-bound token with a fresh proof for GET on ws://{API host}/mqtt', async () => {
    expect(sandbox.stream.brokerUrl).toBe(sandbox.apiUrl.replace('http:', 'ws:') + '/mqtt');
    const c = await open(sandbox, token);
    expect(c.refused).toBeUndefined();
    expect(c.client!.connected).toBe(true);
  });

  it.each<[string, (s: Sandbox, t: string) => Promise<{ token?: string; proof?: string }>]>([
    ['without a token', async (s, t) => ({ proof: await brokerProof(s, key, t) })],
    ['without a proof (empty username)', async (_s, t) => ({ token: t, proof: '' })],
    ['with a proof from another key', async (s, t) => ({ token: t, proof: await brokerProof(s, other, t) })],
    [
      'with a proof for another URL (the API’s http URL)',
      async (s, t) => ({ token: t, proof: await brokerProof(s, key, t, { htu: `${s.apiUrl}/mqtt` }) }),
    ],
    [
      'with a proof for another URL (another path)',
      async (s, t) => ({ token: t, proof: await brokerProof(s, key, t, { htu: s.stream.brokerUrl + '2' }) }),
    ],
    [
      'with a proof for another method',
      async (s, t) => ({ token: t, proof: await brokerProof(s, key, t, { htm: 'POST' }) }),
    ],
    [
      'with a proof for another token (ath)',
      async (s, t) => ({ token: t, proof: await brokerProof(s, key, t, { ath: accessTokenHash(`${t}x`) }) }),
    ],
    ['with a stale proof', async (s, t) => ({ token: t, proof: await brokerProof(s, key, t, { iat: 1 }) })],
    ['with a token that is not a JWT', async (s) => ({ token: 'x', proof: await brokerProof(s, key, 'x') })],
  ])('is refused %s: CONNACK 5 (not authorized)', async (_name, credentials) => {
    const c = await connect(sandbox, await credentials(sandbox, token));
    expect(c.refused).toBe(5);
  });

  it('is refused with a replayed proof: CONNACK 5', async () => {
    const proof = await brokerProof(sandbox, key, token);
    const first = await connect(sandbox, { token, proof });
    expect(first.client?.connected).toBe(true);
    clients.push(first.client!);
    expect((await connect(sandbox, { token, proof })).refused).toBe(5);
  });

  it('is refused with a will (clients never publish): CONNACK 5', async () => {
    const c = await connect(
      sandbox,
      { token, proof: await brokerProof(sandbox, key, token) },
      { will: { topic: streamTopic(VINS.evSedan, 'status'), payload: Buffer.from('{}'), qos: 0, retain: true } },
    );
    expect(c.refused).toBe(5);
  });

  it('closes the connection when the token expires, and an expired token is then refused: CONNACK 5', async () => {
    const lifetimes = `${sandbox.authUrl}/control/token-lifetimes`;
    const post = (body: unknown) =>
      fetch(lifetimes, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post({ accessTokenTtl: 2 })).status).toBe(200);
    const short = await signIn(sandbox, 'owner@example.com', key).finally(() => post({ accessTokenTtl: 300 }));
    const exp = JSON.parse(Buffer.from(short.split('.')[1]!, 'base64url').toString()).exp as number;
    const { client } = await open(sandbox, short);
    const inbox = new Inbox(client!);
    expect(await subscribe(client!, streamTopic(VINS.evSedan, 'status'))).toEqual([0]);
    await inbox.on(streamTopic(VINS.evSedan, 'status'));
    await closed(client!);
    expect(Date.now()).toBeGreaterThanOrEqual(exp * 1000 - 50);
    expect((await connect(sandbox, { token: short, proof: await brokerProof(sandbox, key, short) })).refused).toBe(5);
  });

  it('checks the WebSocket upgrade: path /mqtt, subprotocol mqtt, the dashboard origin or none', async () => {
    const results = {
      plain: (await upgrade(sandbox)).status,
      dashboard: (await upgrade(sandbox, { origin: sandbox.config.dashboardOrigin })).status,
      otherOrigin: (await upgrade(sandbox, { origin: 'http://evil.example' })).status,
      otherPath: (await upgrade(sandbox, { path: '/v1/mqtt' })).status,
      otherProtocol: (await upgrade(sandbox, { protocols: ['mqttv3.1'] })).status,
    };
    expect(results).toEqual({ plain: 101, dashboard: 101, otherOrigin: 403, otherPath: 404, otherProtocol: 400 });
  });
});

describe('bounds', () => {
  let sandbox: Sandbox;
  let owner: string;
  let owner2: string;
  beforeAll(async () => {
    sandbox = await start({
      connectionsPerSubject: 2,
      subscriptionsPerConnection: 2,
      maxPacketBytes: 4096,
      connectTimeoutMs: 300,
      failedConnects: { burst: 3, refillMs: 60_000 },
    });
    [owner, owner2] = await Promise.all([
      signIn(sandbox, 'owner@example.com', key),
      signIn(sandbox, 'owner2@example.com', key),
    ]);
  });
  afterAll(() => sandbox?.close());

  it('limits connections per subject (CONNACK 3), without locking out another subject; a closed one frees its slot', async () => {
    const a = await open(sandbox, owner);
    const b = await open(sandbox, owner);
    expect([a.refused, b.refused]).toEqual([undefined, undefined]);
    expect((await open(sandbox, owner)).refused).toBe(3);
    expect((await open(sandbox, owner2)).refused).toBeUndefined();
    a.client!.end(true);
    await vi.waitFor(() => expect(sandbox.stream.broker.connections).toBe(2));
    expect((await open(sandbox, owner)).refused).toBeUndefined();
  });

  it('limits subscriptions per connection (SUBACK 0x80 beyond the limit)', async () => {
    const { client } = await open(sandbox, owner);
    const topics = (['status', 'location', 'ev'] as const).map((c) => streamTopic(VINS.evSedan, c));
    expect(await subscribe(client!, ...topics)).toEqual([0, 0, 128]);
    expect(await subscribe(client!, topics[0]!)).toEqual([0]);
  });

  it('closes a connection whose packet is larger than the limit, at its header', async () => {
    const c = await connect(sandbox, { token: owner, proof: 'x'.repeat(5000) });
    expect(c.refused).toBe('closed');
    // …before the broker parsed it: no CONNECT was judged, so no failure was counted.
    expect(sandbox.stream.broker.failures.size).toBe(0);
  });

  it('closes a socket that sends no CONNECT in time', async () => {
    const { status, ws } = await upgrade(sandbox);
    expect(status).toBe(101);
    await new Promise((resolve) => ws.once('close', resolve));
  });

  it('throttles failed CONNECTs per address: once the budget is spent, upgrades get 429 with Retry-After', async () => {
    for (let i = 0; i < 3; i++)
      expect((await connect(sandbox, { token: owner, proof: await brokerProof(sandbox, other, owner) })).refused).toBe(
        5,
      );
    const refused = await upgrade(sandbox);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect((await connect(sandbox, { token: owner2, proof: await brokerProof(sandbox, key, owner2) })).refused).toBe(
      'closed',
    );
  });
});

describe('with DPoP nonces on (RFC 9449 §9)', () => {
  let sandbox: Sandbox;
  let token: string;
  beforeAll(async () => {
    sandbox = await startSandbox({
      clock: testClock(),
      apiPort: 0,
      authPort: 0,
      control: true,
      dpopNonce: true,
      env: {},
    });
    token = await signIn(sandbox, 'owner@example.com', key);
  });
  afterAll(() => sandbox?.close());

  it('refuses a proof without the nonce (CONNACK 5) and accepts one with the nonce from a data API response', async () => {
    expect((await connect(sandbox, { token, proof: await brokerProof(sandbox, key, token) })).refused).toBe(5);
    const path = `/v1/vehicles/${VINS.evSedan}`;
    const res = await fetch(`${sandbox.apiUrl}${path}`, {
      headers: {
        authorization: `DPoP ${token}`,
        dpop: await brokerProof(sandbox, key, token, { htu: `${sandbox.apiUrl}${path}` }),
      },
    });
    const nonce = res.headers.get('dpop-nonce');
    expect(nonce).toBeTruthy();
    const c = await connect(sandbox, { token, proof: await brokerProof(sandbox, key, token, { nonce }) });
    expect(c.refused).toBeUndefined();
    c.client?.end(true);
  });
});
