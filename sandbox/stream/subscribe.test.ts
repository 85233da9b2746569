/** DESIGN §3 SUBSCRIBE, PUBLISH and delivery rules, steered through the control interface, with real tokens. */
import type { MqttClient } from 'mqtt';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { streamTopic, streamTopicAll, type Alert, type EvBody, type SignalsBody } from '../../contract';
import { CONSENTS } from '../accounts';
import { dpopKey, dpopProof, type DpopKey } from '../api/testing';
import { VINS } from '../fleet';
import { startSandbox, type Sandbox } from '../server';
import { brokerProof, closed, connect, Inbox, signIn, subscribe } from './testing';

const TB = 'Vehicle.Powertrain.TractionBattery';
const valueOf = (body: SignalsBody | EvBody, name: string) => body.signals.find((s) => s.name === name)?.value;

let sandbox: Sandbox;
let key: DpopKey;
const tokens: Record<'owner' | 'owner2' | 'support', string> = { owner: '', owner2: '', support: '' };
const clients: MqttClient[] = [];

beforeAll(async () => {
  [sandbox, key] = await Promise.all([startSandbox({ apiPort: 0, authPort: 0, control: true, env: {} }), dpopKey()]);
  [tokens.owner, tokens.owner2, tokens.support] = await Promise.all([
    signIn(sandbox, 'owner@example.com', key),
    signIn(sandbox, 'owner2@example.com', key),
    signIn(sandbox, 'support@example.com', key),
  ]);
});
afterAll(() => sandbox?.close());
beforeEach(() => scenario({ kind: 'reset' }));
afterEach(() => {
  for (const c of clients.splice(0)) c.end(true);
});

async function as(who: keyof typeof tokens): Promise<{ client: MqttClient; inbox: Inbox }> {
  const token = tokens[who];
  const { client } = await connect(sandbox, { token, proof: await brokerProof(sandbox, key, token) });
  if (!client) throw new Error(`${who} could not connect`);
  clients.push(client);
  return { client, inbox: new Inbox(client) };
}

async function scenario(body: Record<string, unknown>) {
  const res = await fetch(`${sandbox.apiUrl}/control/scenarios`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

async function advanceClock(ms: number) {
  const res = await fetch(`${sandbox.apiUrl}/control/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: ms }),
  });
  expect(res.status).toBe(200);
}

async function rest<T>(who: keyof typeof tokens, path: string): Promise<T> {
  const token = tokens[who];
  const res = await fetch(`${sandbox.apiUrl}${path}`, {
    headers: {
      authorization: `DPoP ${token}`,
      dpop: await dpopProof(key, token, path, Date.now(), { htu: `${sandbox.apiUrl}${path.split('?')[0]}` }),
    },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

/** Restores a car's consent after a test that changes it (as an owner does at runtime on the account page). */
async function withConsent<T>(vin: string, run: () => Promise<T>) {
  const before = { ...CONSENTS[vin]! };
  try {
    return await run();
  } finally {
    Object.assign(CONSENTS[vin]!, before);
  }
}
const withdraw = (vin: string, change: Partial<(typeof CONSENTS)[string]>) => Object.assign(CONSENTS[vin]!, change);

describe('SUBSCRIBE is granted only where the token and consent allow (SUBACK 0x80 otherwise)', () => {
  it('is refused for another owner’s car, granted for one’s own', async () => {
    const { client } = await as('owner');
    expect(await subscribe(client, streamTopic(VINS.phev, 'status'), streamTopic(VINS.evSedan, 'status'))).toEqual([
      128, 0,
    ]);
  });

  it('is refused for a support agent’s location request on a car without location consent; its status is granted', async () => {
    const { client } = await as('support');
    expect(
      await subscribe(client, streamTopic(VINS.noLocation, 'location'), streamTopic(VINS.noLocation, 'status')),
    ).toEqual([128, 0]);
  });

  it('is refused for wildcards across cars and anything outside vehicles/{vin}/{category}', async () => {
    const { client } = await as('owner');
    const refused = [
      'vehicles/+/status',
      'vehicles/+/#',
      'vehicles/#',
      '#',
      '+/SDXE1S2A2RA100001/status',
      '$SYS/#',
      `vehicles/${VINS.evSedan}/status/more`,
      `vehicles/${VINS.evSedan}/diagnostics`,
      `vehicles/${VINS.evSedan}`,
      'vehicles/sdxe1s2a2ra100001/status',
    ];
    expect(await subscribe(client, ...refused, streamTopicAll(VINS.evSedan))).toEqual([...refused.map(() => 128), 0]);
  });

  it('is refused on a car without live-data-streaming, even for its owner', async () => {
    const { client } = await as('owner');
    expect(await subscribe(client, streamTopic(VINS.petrol, 'status'), streamTopicAll(VINS.petrol))).toEqual([
      128, 128,
    ]);
  });

  it('vehicles/{vin}/# delivers only the categories the caller may see', async () => {
    const { client, inbox } = await as('support');
    expect(await subscribe(client, streamTopicAll(VINS.noLocation))).toEqual([0]);
    await scenario({ kind: 'drive', vin: VINS.noLocation });
    // While driving, each tick publishes status then location: two status messages frame one tick's location.
    const status = streamTopic(VINS.noLocation, 'status');
    await inbox.on(status, (_b, retained) => !retained);
    const from = inbox.messages.length;
    await inbox.on(status);
    expect(inbox.messages.length).toBeGreaterThan(from);
    expect(inbox.messages.map((m) => m.topic)).not.toContain(streamTopic(VINS.noLocation, 'location'));
  });
});

describe('clients never publish', () => {
  it('a client’s PUBLISH closes its connection and never reaches subscribers', async () => {
    const topic = streamTopic(VINS.evSedan, 'status');
    const { client: subscriber, inbox } = await as('owner');
    await subscribe(subscriber, topic);
    await inbox.on(topic);
    const { client: publisher } = await as('owner');
    publisher.publish(topic, JSON.stringify({ vin: VINS.evSedan, signals: [], forged: true }), { qos: 1 });
    await closed(publisher);
    await scenario({ kind: 'door-open', vin: VINS.evSedan, door: 'Row1.DriverSide' });
    await inbox.on(topic, (b: SignalsBody) => valueOf(b, 'Vehicle.Cabin.Door.Row1.DriverSide.IsOpen') === true);
    expect(inbox.messages.filter((m) => (m.payload as { forged?: boolean }).forged)).toEqual([]);
  });
});

describe('delivery: the retained value at once, then what changes, as REST gives it', () => {
  it('a granted subscription gets the retained value (the REST body), then live messages as the car drives', async () => {
    const { client, inbox } = await as('owner');
    const location = streamTopic(VINS.evSedan, 'location');
    const retained = inbox.next((m) => m.topic === location);
    await subscribe(client, location, streamTopic(VINS.evSedan, 'status'));
    const first = await retained;
    expect(first.retained).toBe(true);
    expect(first.payload).toEqual(await rest('owner', `/v1/vehicles/${VINS.evSedan}/location`));

    await scenario({ kind: 'drive', vin: VINS.evSedan, speedKmh: 80 });
    const moving = await inbox.on<SignalsBody>(streamTopic(VINS.evSedan, 'status'), (b, r) => {
      return !r && valueOf(b, 'Vehicle.IsMoving') === true;
    });
    expect(valueOf(moving, 'Vehicle.Speed')).toBeGreaterThan(0);
    const a = await inbox.on<SignalsBody>(location, (_b, r) => !r);
    const b = await inbox.on<SignalsBody>(location);
    const where = (x: SignalsBody) => [
      valueOf(x, 'Vehicle.CurrentLocation.Latitude'),
      valueOf(x, 'Vehicle.CurrentLocation.Longitude'),
    ];
    expect(where(b)).not.toEqual(where(a));
    expect(typeof valueOf(b, 'Vehicle.CurrentLocation.Heading')).toBe('number');

    await scenario({ kind: 'park', vin: VINS.evSedan });
    await inbox.on<SignalsBody>(streamTopic(VINS.evSedan, 'status'), (x) => valueOf(x, 'Vehicle.IsMoving') === false);
  });

  it('charge-start: state of charge, power and time to complete move on the ev topic', async () => {
    const { client, inbox } = await as('owner');
    const ev = streamTopic(VINS.evSuv, 'ev');
    await subscribe(client, ev);
    await inbox.on(ev);
    await scenario({ kind: 'charge-start', vin: VINS.evSuv, powerKW: 50 });
    const charging = await inbox.on<EvBody>(ev, (b) => valueOf(b, `${TB}.Charging.IsCharging`) === true);
    expect(valueOf(charging, `${TB}.Charging.VDS.Power`)).toBeGreaterThan(45);
    expect(valueOf(charging, `${TB}.Charging.TimeToComplete`)).toBeGreaterThan(0);
    const soc = valueOf(charging, `${TB}.StateOfCharge.Current`) as number;
    await advanceClock(10 * 60_000);
    const later = await inbox.on<EvBody>(ev, (b) => (valueOf(b, `${TB}.StateOfCharge.Current`) as number) > soc);
    expect(valueOf(later, `${TB}.StateOfCharge.Current`)).toBeGreaterThan(soc + 5);
    await scenario({ kind: 'charge-stop', vin: VINS.evSuv });
    await inbox.on<EvBody>(ev, (b) => valueOf(b, `${TB}.Charging.IsCharging`) === false);
  });

  it('alert-raise and alert-clear: one alert record each, the same record REST lists', async () => {
    const { client, inbox } = await as('owner');
    const alerts = streamTopic(VINS.evSedan, 'alerts');
    await subscribe(client, alerts);
    const raisedMessage = inbox.on<Alert>(alerts, (a, retained) => !retained && a.code === 'TEST-STREAM');
    await scenario({ kind: 'alert-raise', vin: VINS.evSedan, code: 'TEST-STREAM', severity: 'critical' });
    const raised = await raisedMessage;
    expect(raised).toMatchObject({ active: true, severity: 'critical', clearedAt: null });
    const page = await rest<{ content: Alert[] }>('owner', `/v1/vehicles/${VINS.evSedan}/alerts?active=true`);
    expect(page.content.find((a) => a.id === raised.id)).toEqual(raised);
    const clearedMessage = inbox.on<Alert>(alerts, (a) => a.id === raised.id && !a.active);
    await scenario({ kind: 'alert-clear', vin: VINS.evSedan, id: raised.id });
    expect((await clearedMessage).clearedAt).toEqual(expect.any(String));
    expect(inbox.messages.filter((m) => (m.payload as Alert).id === raised.id)).toHaveLength(2);
  });

  it('door-open shows on the status topic; a losing tyre’s pressure falls as the clock moves', async () => {
    const { client, inbox } = await as('owner');
    const status = streamTopic(VINS.evSedan, 'status');
    await subscribe(client, status);
    await inbox.on(status);
    await scenario({ kind: 'door-open', vin: VINS.evSedan, door: 'Row2.PassengerSide' });
    await inbox.on<SignalsBody>(status, (b) => valueOf(b, 'Vehicle.Cabin.Door.Row2.PassengerSide.IsOpen') === true);

    const tyre = 'Vehicle.Chassis.Axle.Row1.Wheel.Left.Tire.Pressure';
    const before = valueOf(await rest<SignalsBody>('owner', `/v1/vehicles/${VINS.evSedan}/status`), tyre) as number;
    await scenario({ kind: 'tyre-losing-pressure', vin: VINS.evSedan, wheel: 'Row1.Left', kPaPerMinute: 20 });
    await advanceClock(3 * 60_000);
    await inbox.on<SignalsBody>(status, (b) => (valueOf(b, tyre) as number) < before - 30);
  });

  it('the EV body follows the caller’s consent as in REST: no charging place without location consent', async () => {
    await withConsent(VINS.evSedan, async () => {
      withdraw(VINS.evSedan, { supportLocation: false });
      const owner = await as('owner');
      const support = await as('support');
      const ev = streamTopic(VINS.evSedan, 'ev');
      await Promise.all([subscribe(owner.client, ev), subscribe(support.client, ev)]);
      await scenario({ kind: 'charge-start', vin: VINS.evSedan });
      const charging = (b: EvBody) => valueOf(b, `${TB}.Charging.IsCharging`) === true;
      const [ownerBody, supportBody] = await Promise.all([
        owner.inbox.on(ev, charging),
        support.inbox.on(ev, charging),
      ]);
      expect((ownerBody as EvBody).chargingSession?.location).not.toBeNull();
      expect((supportBody as EvBody).chargingSession?.location).toBeNull();
      expect(supportBody).toEqual({
        ...(ownerBody as EvBody),
        chargingSession: { ...(ownerBody as EvBody).chargingSession, location: null },
      });
    });
  });
});

describe('withdrawn consent', () => {
  it('closes the connection when the owner withdraws support access, even on a silent topic', async () => {
    await withConsent(VINS.evSedan, async () => {
      const { client, inbox } = await as('support');
      await subscribe(client, streamTopic(VINS.evSedan, 'hv-battery'));
      await inbox.on(streamTopic(VINS.evSedan, 'hv-battery'));
      withdraw(VINS.evSedan, { supportAccess: false });
      await closed(client);
    });
  });

  it('closes a connection subscribed to location when location consent goes; a wildcard one only loses location', async () => {
    await withConsent(VINS.evSedan, async () => {
      const explicit = await as('support');
      const wildcard = await as('support');
      await subscribe(explicit.client, streamTopic(VINS.evSedan, 'location'));
      await subscribe(wildcard.client, streamTopicAll(VINS.evSedan));
      await scenario({ kind: 'drive', vin: VINS.evSedan });
      const location = streamTopic(VINS.evSedan, 'location');
      const status = streamTopic(VINS.evSedan, 'status');
      await wildcard.inbox.on(location, (_b, retained) => !retained);
      withdraw(VINS.evSedan, { supportLocation: false });
      await closed(explicit.client);
      await wildcard.inbox.on(status);
      const from = wildcard.inbox.messages.length;
      await wildcard.inbox.on(status);
      expect(wildcard.inbox.messages.slice(from).map((m) => m.topic)).not.toContain(location);
      expect(wildcard.client.connected).toBe(true);
    });
  });
});

describe('POST /control/stream/disconnect (fault injection)', () => {
  it('closes the connections of one subject and says how many', async () => {
    const owner = await as('owner');
    const owner2 = await as('owner2');
    const res = await fetch(`${sandbox.apiUrl}/control/stream/disconnect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ subject: 'acct-owner-1' }),
    });
    expect(await res.json()).toEqual({ disconnected: 1 });
    await closed(owner.client);
    expect(owner2.client.connected).toBe(true);
    const bad = await fetch(`${sandbox.apiUrl}/control/stream/disconnect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ vin: 'nope' }),
    });
    expect(bad.status).toBe(400);
  });
});
