/** Helpers for the broker's tests: real tokens from the running sandbox's authorization server, MQTT clients. */
import { createHash, randomBytes } from 'node:crypto';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { authorizationUrl, REDIRECT_URI, signInOnPages } from '../client-flow/sign-in';
import { dpopKey, dpopProof, type DpopKey, type ProofOptions } from '../api/testing';
import { startSandbox, type Sandbox } from '../server';
import { testClock } from '../test-clock';

/** The code flow through the real sign-in and consent pages, then a DPoP-bound token for `key` (SPEC §5). */
export async function signIn(sandbox: Sandbox, email: string, key: DpopKey, scope = 'vehicle:read'): Promise<string> {
  const verifier = randomBytes(32).toString('base64url');
  const authUrl = authorizationUrl(`${sandbox.authUrl}/auth`, {
    scope,
    state: randomBytes(8).toString('hex'),
    codeChallenge: createHash('sha256').update(verifier).digest('base64url'),
  });
  const { redirect } = await signInOnPages(authUrl, email);
  const code = redirect.searchParams.get('code');
  if (!code) throw new Error(`no code for ${email}`);
  const tokenUrl = `${sandbox.authUrl}/auth/token`;
  const request = async (nonce?: string) =>
    fetch(tokenUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        dpop: await dpopProof(key, '', '', Date.now(), { htm: 'POST', htu: tokenUrl, ath: null, nonce }),
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: 'dashboard',
        code,
        redirect_uri: REDIRECT_URI,
        code_verifier: verifier,
      }),
    });
  // RFC 9449 §8: with nonces on, the first answer names the nonce to retry with.
  let res = await request();
  const nonce = res.headers.get('dpop-nonce');
  if (res.status === 400 && nonce) res = await request(nonce);
  const body = (await res.json()) as { access_token?: string };
  if (!res.ok || !body.access_token) throw new Error(`token request failed: ${res.status} ${JSON.stringify(body)}`);
  return body.access_token;
}

/** A DPoP proof for the broker: GET on the broker URL, bound to `token`. */
export const brokerProof = (sandbox: Sandbox, key: DpopKey, token: string, o: ProofOptions = {}) =>
  dpopProof(key, token, '', Date.now(), { htu: sandbox.stream.brokerUrl, ...o });

/** The outcome of one CONNECT: the connected client, or the CONNACK return code (or close) that refused it. */
export type Connection =
  { client: MqttClient; refused?: undefined } | { client?: undefined; refused: number | 'closed' };

/** Connects with MQTT 3.1.1 (what aedes speaks), no reconnects, and reports how the CONNECT ended. */
export function connect(
  sandbox: Sandbox,
  credentials: { token?: string; proof?: string },
  o: IClientOptions = {},
): Promise<Connection> {
  const client = mqtt.connect(sandbox.stream.brokerUrl, {
    protocolVersion: 4,
    reconnectPeriod: 0,
    connectTimeout: 10_000,
    username: credentials.proof,
    password: credentials.token,
    ...o,
  });
  return new Promise((resolve) => {
    client.once('connect', () => resolve({ client }));
    client.once('error', (err) => {
      client.end(true);
      resolve({ refused: (err as { code?: number }).code ?? 'closed' });
    });
    client.once('close', () => {
      if (!client.connected) resolve({ refused: 'closed' });
    });
  });
}

export type Message = { topic: string; payload: unknown; retained: boolean };

/** Every message a client receives, and a way to wait for the next one that matches (events, never a sleep). */
export class Inbox {
  readonly messages: Message[] = [];
  private waiters: { accept: (m: Message) => boolean; resolve: (m: Message) => void }[] = [];

  constructor(client: MqttClient) {
    client.on('message', (topic, raw, packet) => {
      const m = { topic, payload: JSON.parse(raw.toString()) as unknown, retained: !!packet.retain };
      this.messages.push(m);
      this.waiters = this.waiters.filter((w) => (w.accept(m) ? (w.resolve(m), false) : true));
    });
  }

  /** The next message from now on for which `accept` holds. */
  next(accept: (m: Message) => boolean): Promise<Message> {
    return new Promise((resolve) => this.waiters.push({ accept, resolve }));
  }

  /** The next message on `topic` whose payload satisfies `accept`. */
  on<T>(topic: string, accept: (payload: T, retained: boolean) => boolean = () => true): Promise<T> {
    return this.next((m) => m.topic === topic && accept(m.payload as T, m.retained)).then((m) => m.payload as T);
  }
}

/** SUBSCRIBE and the granted QoS of each filter (128 = refused, MQTT 3.1.1 §3.9.3). */
export async function subscribe(client: MqttClient, ...topics: string[]): Promise<number[]> {
  return subscribeAt(0, client, ...topics);
}

/** SUBSCRIBE asking for `qos`; the granted QoS of each filter (128 refused). */
export async function subscribeAt(qos: 0 | 1 | 2, client: MqttClient, ...topics: string[]): Promise<number[]> {
  try {
    return (await client.subscribeAsync(topics, { qos })).map((g) => g.qos);
  } catch (err) {
    // MQTT.js rejects a SUBACK with any refusal, carrying the packet.
    const granted = (err as { packet?: { granted?: number[] } }).packet?.granted;
    if (!granted) throw err;
    return granted;
  }
}

/** Resolves when the server closes the connection. */
export const closed = (client: MqttClient) =>
  new Promise<void>((resolve) => (client.connected ? client.once('close', () => resolve()) : resolve()));

export type Who = 'owner' | 'owner2' | 'support';

/**
 * One sandbox on ephemeral ports with control on, tokens for both owners and the support agent, and the calls the
 * stream tests steer with: connect as someone, apply a scenario, move the clock, read REST.
 */
export async function streamHarness() {
  const [sandbox, key] = await Promise.all([
    startSandbox({ clock: testClock(), apiPort: 0, authPort: 0, control: true, env: {} }),
    dpopKey(),
  ]);
  const [owner, owner2, support] = await Promise.all([
    signIn(sandbox, 'owner@example.com', key),
    signIn(sandbox, 'owner2@example.com', key),
    signIn(sandbox, 'support@example.com', key),
  ]);
  const tokens: Record<Who, string> = { owner, owner2, support };
  const clients: MqttClient[] = [];
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${sandbox.apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<unknown>;
  };
  return {
    sandbox,
    key,
    tokens,
    async as(who: Who): Promise<{ client: MqttClient; inbox: Inbox }> {
      const token = tokens[who];
      const { client } = await connect(sandbox, { token, proof: await brokerProof(sandbox, key, token) });
      if (!client) throw new Error(`${who} could not connect`);
      clients.push(client);
      return { client, inbox: new Inbox(client) };
    },
    scenario: (body: Record<string, unknown>) => post('/control/scenarios', body),
    /**
     * Parks the car and ends its charge, whatever the simulated day has it doing at the start instant (`TEST_START`:
     * the suite runs at any `SANDBOX_START`): `drive` and `charge-start` are refused while it drives or charges. Only
     * the scenario's own "already so" refusal counts as done.
     */
    async atRest(vin: string) {
      for (const [kind, already] of [
        ['park', 'is not driving'],
        ['charge-stop', 'is not charging'],
      ])
        await post('/control/scenarios', { kind, vin }).catch((err: unknown) => {
          if (!String(err).includes(already!)) throw err;
        });
    },
    advanceClock: (ms: number) => post('/control/clock', { advanceMs: ms }),
    post,
    async rest<T>(who: Who, path: string): Promise<T> {
      const token = tokens[who];
      const res = await fetch(`${sandbox.apiUrl}${path}`, {
        headers: {
          authorization: `DPoP ${token}`,
          dpop: await dpopProof(key, token, path, Date.now(), { htu: `${sandbox.apiUrl}${path.split('?')[0]}` }),
        },
      });
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      return (await res.json()) as T;
    },
    /** Ends every client the harness connected (after each test). */
    endAll() {
      for (const c of clients.splice(0)) c.end(true);
    },
    close: () => sandbox.close(),
  };
}

export type StreamHarness = Awaited<ReturnType<typeof streamHarness>>;

export const valueOf = (body: { signals: { name: string; value: unknown }[] }, name: string) =>
  body.signals.find((s) => s.name === name)?.value;
