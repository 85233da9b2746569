/** DESIGN §3 SUBSCRIBE, PUBLISH and delivery rules, steered through the control interface, with real tokens. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { streamTopic, streamTopicAll } from '../../contract/stream';
import type { Alert, EvBody, SignalsBody } from '../../contract';
import { VINS } from '../fleet';
import { closed, streamHarness, subscribe, subscribeAt, valueOf, type StreamHarness } from './testing';

const TB = 'Vehicle.Powertrain.TractionBattery';

let h: StreamHarness;
beforeAll(async () => {
  h = await streamHarness();
});
afterAll(() => h?.close());
beforeEach(() => h.scenario({ kind: 'reset' }));
afterEach(() => h.endAll());

describe('SUBSCRIBE is granted only where the token and consent allow (SUBACK 0x80 otherwise)', () => {
  it('is refused for another owner’s car, granted for one’s own', async () => {
    const { client } = await h.as('owner');
    expect(await subscribe(client, streamTopic(VINS.phev, 'status'), streamTopic(VINS.evSedan, 'status'))).toEqual([
      128, 0,
    ]);
  });

  it('is refused for a support agent’s location request on a car without location consent; its status is granted', async () => {
    const { client } = await h.as('support');
    expect(
      await subscribe(client, streamTopic(VINS.noLocation, 'location'), streamTopic(VINS.noLocation, 'status')),
    ).toEqual([128, 0]);
  });

  it('is refused for wildcards across cars and anything outside vehicles/{vin}/{category}', async () => {
    const { client } = await h.as('owner');
    const refused = [
      'vehicles/+/status',
      'vehicles/+/#',
      'vehicles/#',
      '#',
      '+/SDXE1S2A2RA100001/status',
      '$SYS/#',
      `vehicles/${VINS.evSedan}/status/more`,
      `vehicles/${VINS.evSedan}/trouble-codes`,
      `vehicles/${VINS.evSedan}`,
      'vehicles/sdxe1s2a2ra100001/status',
    ];
    expect(await subscribe(client, ...refused, streamTopicAll(VINS.evSedan))).toEqual([...refused.map(() => 128), 0]);
  });

  it('grants QoS 0 whatever QoS is asked, since every message is delivered at QoS 0 (MQTT 3.1.1 §3.9.3)', async () => {
    const { client } = await h.as('owner');
    expect(await subscribeAt(2, client, streamTopic(VINS.evSedan, 'status'))).toEqual([0]);
    expect(await subscribeAt(1, client, streamTopicAll(VINS.evSedan))).toEqual([0]);
  });

  it('is refused on a car without live-data-streaming, even for its owner', async () => {
    const { client } = await h.as('owner');
    expect(await subscribe(client, streamTopic(VINS.petrol, 'status'), streamTopicAll(VINS.petrol))).toEqual([
      128, 128,
    ]);
  });

  it('vehicles/{vin}/# delivers only the categories the caller may see', async () => {
    const { client, inbox } = await h.as('support');
    expect(await subscribe(client, streamTopicAll(VINS.noLocation))).toEqual([0]);
    await h.atRest(VINS.noLocation);
    await h.scenario({ kind: 'drive', vin: VINS.noLocation });
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
    const { client: subscriber, inbox } = await h.as('owner');
    await subscribe(subscriber, topic);
    await inbox.on(topic);
    const { client: publisher } = await h.as('owner');
    publisher.publish(topic, JSON.stringify({ vin: VINS.evSedan, signals: [], forged: true }), { qos: 1 });
    await closed(publisher);
    await h.scenario({ kind: 'door-open', vin: VINS.evSedan, door: 'Row1.DriverSide' });
    await inbox.on(topic, (b: SignalsBody) => valueOf(b, 'Vehicle.Cabin.Door.Row1.DriverSide.IsOpen') === true);
    expect(inbox.messages.filter((m) => (m.payload as { forged?: boolean }).forged)).toEqual([]);
  });
});

describe('delivery: the retained value at once, then what changes, as REST gives it', () => {
  it('a granted subscription gets the retained value (the REST body), then live messages as the car drives', async () => {
    const { client, inbox } = await h.as('owner');
    const location = streamTopic(VINS.evSedan, 'location');
    const retained = inbox.next((m) => m.topic === location);
    await subscribe(client, location, streamTopic(VINS.evSedan, 'status'));
    const first = await retained;
    expect(first.retained).toBe(true);
    expect(first.payload).toEqual(await h.rest('owner', `/v1/vehicles/${VINS.evSedan}/location`));

    await h.atRest(VINS.evSedan);
    await h.scenario({ kind: 'drive', vin: VINS.evSedan, speedKmh: 80 });
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

    await h.scenario({ kind: 'park', vin: VINS.evSedan });
    await inbox.on<SignalsBody>(streamTopic(VINS.evSedan, 'status'), (x) => valueOf(x, 'Vehicle.IsMoving') === false);
  });

  it('charge-start: state of charge, power and time to complete move on the ev topic', async () => {
    const { client, inbox } = await h.as('owner');
    const ev = streamTopic(VINS.evSuv, 'ev');
    await subscribe(client, ev);
    await inbox.on(ev);
    await h.atRest(VINS.evSuv);
    await h.scenario({ kind: 'charge-start', vin: VINS.evSuv, powerKW: 50 });
    const charging = await inbox.on<EvBody>(ev, (b) => valueOf(b, `${TB}.Charging.IsCharging`) === true);
    expect(valueOf(charging, `${TB}.Charging.VDS.Power`)).toBeGreaterThan(45);
    expect(valueOf(charging, `${TB}.Charging.TimeToComplete`)).toBeGreaterThan(0);
    // charge-stop ends it on the topic (checked first: ten minutes at 50 kW may reach the limit, which ends it too).
    await h.scenario({ kind: 'charge-stop', vin: VINS.evSuv });
    await inbox.on<EvBody>(ev, (b) => valueOf(b, `${TB}.Charging.IsCharging`) === false);

    await h.scenario({ kind: 'charge-start', vin: VINS.evSuv, powerKW: 50 });
    const again = await inbox.on<EvBody>(ev, (b) => valueOf(b, `${TB}.Charging.IsCharging`) === true);
    const soc = valueOf(again, `${TB}.StateOfCharge.Current`) as number;
    await h.advanceClock(10 * 60_000);
    const later = await inbox.on<EvBody>(ev, (b) => (valueOf(b, `${TB}.StateOfCharge.Current`) as number) > soc);
    expect(valueOf(later, `${TB}.StateOfCharge.Current`)).toBeGreaterThan(soc + 5);
  });

  it('alert-raise and alert-clear: one alert record each, the same record REST lists', async () => {
    const { client, inbox } = await h.as('owner');
    const alerts = streamTopic(VINS.evSedan, 'alerts');
    await subscribe(client, alerts);
    const raisedMessage = inbox.on<Alert>(alerts, (a, retained) => !retained && a.code === 'TEST-STREAM');
    await h.scenario({ kind: 'alert-raise', vin: VINS.evSedan, code: 'TEST-STREAM', severity: 'critical' });
    const raised = await raisedMessage;
    expect(raised).toMatchObject({ active: true, severity: 'critical', clearedAt: null });
    const page = await h.rest<{ content: Alert[] }>('owner', `/v1/vehicles/${VINS.evSedan}/alerts?active=true`);
    expect(page.content.find((a) => a.id === raised.id)).toEqual(raised);
    const clearedMessage = inbox.on<Alert>(alerts, (a) => a.id === raised.id && !a.active);
    await h.scenario({ kind: 'alert-clear', vin: VINS.evSedan, id: raised.id });
    expect((await clearedMessage).clearedAt).toEqual(expect.any(String));
    expect(inbox.messages.filter((m) => (m.payload as Alert).id === raised.id)).toHaveLength(2);
  });

  it('door-open shows on the status topic; a losing tyre’s pressure falls as the clock moves', async () => {
    const { client, inbox } = await h.as('owner');
    const status = streamTopic(VINS.evSedan, 'status');
    await subscribe(client, status);
    await inbox.on(status);
    await h.scenario({ kind: 'door-open', vin: VINS.evSedan, door: 'Row2.PassengerSide' });
    await inbox.on<SignalsBody>(status, (b) => valueOf(b, 'Vehicle.Cabin.Door.Row2.PassengerSide.IsOpen') === true);

    const tyre = 'Vehicle.Chassis.Axle.Row1.Wheel.Left.Tire.Pressure';
    const before = valueOf(await h.rest<SignalsBody>('owner', `/v1/vehicles/${VINS.evSedan}/status`), tyre) as number;
    await h.scenario({ kind: 'tyre-losing-pressure', vin: VINS.evSedan, wheel: 'Row1.Left', kPaPerMinute: 20 });
    await h.advanceClock(3 * 60_000);
    await inbox.on<SignalsBody>(status, (b) => (valueOf(b, tyre) as number) < before - 30);
  });
});
