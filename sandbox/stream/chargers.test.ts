/** The `chargers/{chargerId}` topic: SUBSCRIBE by scope and ownership, and a car plugging in, charging and leaving. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MqttClient } from 'mqtt';
import { z } from 'zod';
import { chargerTopic } from '../../contract/charger-stream';
import type { Charger } from '../../contract/chargers';
import { buildAsyncApiDocument } from '../../contract/asyncapi';
import { VINS } from '../fleet';
import { brokerProof, connect, Inbox, signIn, streamHarness, subscribe, type StreamHarness } from './testing';

const WALLBOX = chargerTopic('VWB-22-0417-A');
const DEPOT = chargerTopic('DEPOT-FRA-07');
const BOTH = 'vehicle:read charger:read';
type Schema = Parameters<typeof z.fromJSONSchema>[0];

/** The AsyncAPI document's own payload schema for the topic, objects closed: a message with an extra member fails. */
const chargerMessage = z.fromJSONSchema(
  (buildAsyncApiDocument({ apiUrl: 'http://localhost:4000' }).components as { schemas: { Charger: Schema } }).schemas
    .Charger,
);

let h: StreamHarness;
let tokens: { owner: string; owner2: string; support: string };
beforeAll(async () => {
  h = await streamHarness();
  const [owner, owner2, support] = await Promise.all(
    ['owner@example.com', 'owner2@example.com', 'support@example.com'].map((email) =>
      signIn(h.sandbox, email, h.key, BOTH),
    ),
  );
  tokens = { owner: owner!, owner2: owner2!, support: support! };
});
afterAll(() => h?.close());
beforeEach(() => h.scenario({ kind: 'reset' }));
const clients: MqttClient[] = [];
afterEach(() => {
  h.endAll();
  for (const c of clients.splice(0)) c.end(true);
});

async function as(token: string) {
  const { client } = await connect(h.sandbox, { token, proof: await brokerProof(h.sandbox, h.key, token) });
  if (!client) throw new Error('could not connect');
  clients.push(client);
  return { client, inbox: new Inbox(client) };
}

describe('SUBSCRIBE chargers/{chargerId} needs charger:read and a charger the caller owns', () => {
  it('is granted to the wallbox’s owner, refused for the depot, wildcards and malformed ids', async () => {
    const { client } = await as(tokens.owner);
    expect(
      await subscribe(client, WALLBOX, DEPOT, 'chargers/#', 'chargers/+', 'chargers/bad_id', `${WALLBOX}/x`),
    ).toEqual([0, 128, 128, 128, 128, 128]);
  });
  it('is refused without charger:read (a vehicle:read token connects, but gets no charger)', async () => {
    const { client } = await h.as('owner');
    expect(await subscribe(client, WALLBOX, `vehicles/${VINS.evSedan}/status`)).toEqual([128, 0]);
  });
  it('is refused to another owner and to support staff', async () => {
    for (const token of [tokens.owner2, tokens.support]) {
      const { client } = await as(token);
      expect(await subscribe(client, WALLBOX)).toEqual([128]);
    }
  });
  it('a token with only charger:read connects and gets its charger, and no car', async () => {
    const token = await signIn(h.sandbox, 'owner@example.com', h.key, 'charger:read');
    const { client } = await as(token);
    expect(await subscribe(client, WALLBOX, `vehicles/${VINS.evSedan}/status`)).toEqual([0, 128]);
  });
});

describe('connector changes publish while a car plugs in, charges and leaves', () => {
  it('retained state first, then Occupied with power and the car, then Available; every message as AsyncAPI says', async () => {
    // 23:00 UTC: the sedan is home from its day and its night's charge has not begun.
    const evening = new Date(h.sandbox.clock.now() + 86_400_000);
    evening.setUTCHours(23, 0, 0, 0);
    await h.post('/control/clock', { set: evening.toISOString() });
    const { client, inbox } = await as(tokens.owner);
    const first = inbox.on<Charger>(WALLBOX, (_, retained) => retained);
    expect(await subscribe(client, WALLBOX)).toEqual([0]);
    const sedan = (c: Charger) => c.connectors.find((x) => x.id === 1)!;
    if (sedan(await first).status === 'Occupied') {
      await h.scenario({ kind: 'drive', vin: VINS.evSedan, speedKmh: 5 });
      await h.scenario({ kind: 'park', vin: VINS.evSedan });
      await inbox.on<Charger>(WALLBOX, (c) => sedan(c).status === 'Available');
    }
    const charging = inbox.on<Charger>(WALLBOX, (c) => sedan(c).status === 'Occupied' && sedan(c).powerKW > 0);
    await h.scenario({ kind: 'charge-start', vin: VINS.evSedan, powerKW: 7.4 });
    expect(sedan(await charging)).toMatchObject({ vin: VINS.evSedan, type: 'Type 2' });
    const stopped = inbox.on<Charger>(WALLBOX, (c) => sedan(c).status === 'Occupied' && sedan(c).powerKW === 0);
    await h.scenario({ kind: 'charge-stop', vin: VINS.evSedan });
    await stopped;
    const left = inbox.on<Charger>(WALLBOX, (c) => sedan(c).status === 'Available' && sedan(c).vin === null);
    await h.scenario({ kind: 'drive', vin: VINS.evSedan, speedKmh: 30 });
    await left;
    const faulted = inbox.on<Charger>(WALLBOX, (c) => sedan(c).status === 'Faulted');
    await h.scenario({ kind: 'charger-connector-fault', chargerId: 'VWB-22-0417-A', connectorId: 1, faulted: true });
    await faulted;
    const wallbox = inbox.messages.filter((m) => m.topic === WALLBOX);
    expect(wallbox.length).toBeGreaterThanOrEqual(4);
    for (const m of wallbox) expect(chargerMessage.safeParse(m.payload).error?.issues ?? []).toEqual([]);
    expect(chargerMessage.safeParse({ ...(wallbox[0]!.payload as object), extra: 1 }).success).toBe(false);
  });
});
