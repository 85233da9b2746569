import { describe, expect, it } from 'vitest';
import type { Charger, ChargerSession } from '../../../contract/chargers';
import { DAY, HOUR, setup, VINS } from '../test-helpers';
import type { Simulator } from '../types';

const WALLBOX = 'VWB-22-0417-A';
const DEPOT = 'DEPOT-FRA-07';
/** A Friday 23:00 UTC: the sedan is home from its day (it charges from about 00:30). */
const EVENING = Date.UTC(2026, 10, 20, 23, 0, 0);

/** Ends whatever charge the simulated night has running, so a scenario can start one. */
const stopIfCharging = (sim: Simulator) => {
  if (sim.ev(VINS.evSedan)!.chargingSession?.end === null) sim.apply({ kind: 'charge-stop', vin: VINS.evSedan });
};

const connector = (c: Charger | undefined, id: number) => c!.connectors.find((x) => x.id === id)!;

describe('a charger’s sessions are its cars’ home charges', () => {
  it('each night’s session of the sedan has the start, end and energy of the car’s own charging session', () => {
    const { clock, sim } = setup(Date.UTC(2026, 10, 14, 0, 0));
    let checked = 0;
    for (let t = clock.now(); t < Date.UTC(2026, 10, 20); t += HOUR) {
      clock.set(t);
      const own = sim.ev(VINS.evSedan)!.chargingSession;
      if (!own) continue;
      const onCharger = sim.chargerSessions(WALLBOX)!.find((s) => s.id === own.id);
      expect(onCharger, `${own.id} at ${new Date(t).toISOString()}`).toEqual({
        id: own.id,
        connectorId: 1,
        vin: VINS.evSedan,
        startTime: own.start,
        endTime: own.end,
        energyKWh: own.energyAdded,
        maxPowerKW: own.maxPower,
      } satisfies ChargerSession);
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });
  it('the depot’s sessions are the plug-in hybrid’s; the petrol car and the diesel van never charge on one', () => {
    const { sim } = setup();
    const vins = (id: string) => new Set(sim.chargerSessions(id)!.map((s) => s.vin));
    expect(vins(DEPOT)).toEqual(new Set([VINS.phev]));
    expect(vins(WALLBOX)).toEqual(new Set([VINS.evSedan, VINS.evSuv]));
    expect(sim.chargerSessions('NOPE')).toBeUndefined();
    expect(sim.charger('NOPE')).toBeUndefined();
  });
  it('a charge away from home (or DC) is not on the home charger', () => {
    const { clock, sim } = setup(EVENING);
    sim.apply({ kind: 'drive', vin: VINS.evSedan, speedKmh: 60 });
    clock.advance(10 * 60_000);
    sim.apply({ kind: 'park', vin: VINS.evSedan });
    sim.apply({ kind: 'charge-start', vin: VINS.evSedan, powerKW: 11 });
    clock.advance(60_000);
    const own = sim.ev(VINS.evSedan)!.chargingSession!;
    expect(sim.chargerSessions(WALLBOX)!.some((s) => s.id === own.id)).toBe(false);
    expect(connector(sim.charger(WALLBOX), 1)).toMatchObject({ status: 'Available', vin: null });
  });
});

describe('connectors follow the car: plugs in, charges, leaves', () => {
  it('Available → Occupied while charging (power, the car) → Occupied at rest → Available once it drives off', () => {
    const { clock, sim } = setup(EVENING);
    const sedan = () => connector(sim.charger(WALLBOX), 1);
    if (sedan().status === 'Occupied') {
      sim.apply({ kind: 'drive', vin: VINS.evSedan, speedKmh: 5 });
      clock.advance(2_000);
      sim.apply({ kind: 'park', vin: VINS.evSedan });
    }
    expect(sedan()).toEqual({ id: 1, type: 'Type 2', status: 'Available', powerKW: 0, vin: null });
    sim.apply({ kind: 'charge-start', vin: VINS.evSedan, powerKW: 7.4 });
    clock.advance(5 * 60_000);
    expect(sedan()).toMatchObject({ status: 'Occupied', vin: VINS.evSedan });
    expect(sedan().powerKW).toBeCloseTo(7.4, 0);
    const running = sim.chargerSessions(WALLBOX)![0]!;
    expect(running).toMatchObject({ endTime: null, vin: VINS.evSedan, connectorId: 1 });
    expect(running.energyKWh).toBe(sim.ev(VINS.evSedan)!.chargingSession!.energyAdded);
    sim.apply({ kind: 'charge-stop', vin: VINS.evSedan });
    expect(sedan()).toMatchObject({ status: 'Occupied', vin: VINS.evSedan, powerKW: 0 });
    expect(sim.chargerSessions(WALLBOX)![0]!.endTime).toBe(new Date(clock.now()).toISOString());
    clock.advance(60_000);
    sim.apply({ kind: 'drive', vin: VINS.evSedan, speedKmh: 30 });
    clock.advance(1_000);
    expect(sedan()).toMatchObject({ status: 'Available', vin: null, powerKW: 0 });
  });
});

describe('the meter counts every session since installation', () => {
  it('at rest it is the sum of the sessions, read when the last one ended; it never goes back', () => {
    const { clock, sim } = setup(EVENING);
    const wallbox = sim.charger(WALLBOX)!;
    const sessions = sim.chargerSessions(WALLBOX)!;
    const sum = sessions.reduce((a, s) => a + s.energyKWh, 0);
    expect(wallbox.meter.energyKWh).toBeCloseTo(sum, 0);
    expect(wallbox.meter.timestamp).toBe(
      sessions
        .map((s) => s.endTime!)
        .sort()
        .at(-1),
    );
    let last = 0;
    for (let t = EVENING; t < EVENING + 2 * DAY; t += 17 * 60_000) {
      clock.set(t);
      const m = sim.charger(WALLBOX)!.meter;
      expect(m.energyKWh).toBeGreaterThanOrEqual(last);
      expect(Date.parse(m.timestamp)).toBeLessThanOrEqual(t);
      last = m.energyKWh;
    }
  });
  it('while a car charges the meter is read once a minute', () => {
    const { clock, sim } = setup(EVENING + 30_000);
    stopIfCharging(sim);
    sim.apply({ kind: 'charge-start', vin: VINS.evSedan, powerKW: 11 });
    clock.advance(3 * 60_000 + 5_000);
    const before = sim.charger(WALLBOX)!.meter;
    expect(before.timestamp.endsWith(':03:00.000Z')).toBe(true);
    clock.advance(10_000);
    expect(sim.charger(WALLBOX)!.meter).toEqual(before);
    clock.advance(60_000);
    expect(sim.charger(WALLBOX)!.meter.energyKWh).toBeCloseTo(before.energyKWh + 11 / 60, 2);
  });
});

describe('control: charger-connector-fault', () => {
  it('faults a connector (ending the charge on it), refuses a charge there, and recovers', () => {
    const { clock, sim } = setup(EVENING);
    stopIfCharging(sim);
    sim.apply({ kind: 'charge-start', vin: VINS.evSedan, powerKW: 7.4 });
    clock.advance(60_000);
    sim.apply({ kind: 'charger-connector-fault', chargerId: WALLBOX, connectorId: 1, faulted: true });
    expect(connector(sim.charger(WALLBOX), 1)).toMatchObject({ status: 'Faulted', powerKW: 0 });
    expect(sim.ev(VINS.evSedan)!.chargingSession!.end).not.toBeNull();
    expect(() => sim.apply({ kind: 'charge-start', vin: VINS.evSedan, powerKW: 7.4 })).toThrow(/faulted/);
    expect(() =>
      sim.apply({ kind: 'charger-connector-fault', chargerId: WALLBOX, connectorId: 1, faulted: true }),
    ).toThrow(/already faulted/);
    sim.apply({ kind: 'charger-connector-fault', chargerId: WALLBOX, connectorId: 1, faulted: false });
    expect(connector(sim.charger(WALLBOX), 1).status).toBe('Occupied');
    sim.apply({ kind: 'charger-connector-fault', chargerId: WALLBOX, connectorId: 2, faulted: true });
    sim.apply({ kind: 'reset' });
    expect(connector(sim.charger(WALLBOX), 2).status).not.toBe('Faulted');
  });
  it('refuses an unknown charger or connector and a malformed body with a reason', () => {
    const { sim } = setup();
    const apply = (s: object) => () => sim.apply(s as never);
    expect(apply({ kind: 'charger-connector-fault', chargerId: 'NOPE', connectorId: 1, faulted: true })).toThrow(
      /unknown charger/,
    );
    expect(apply({ kind: 'charger-connector-fault', chargerId: WALLBOX, connectorId: 3, faulted: true })).toThrow(
      /connectors 1, 2/,
    );
    expect(apply({ kind: 'charger-connector-fault', chargerId: WALLBOX, connectorId: 1, faulted: 'yes' })).toThrow(
      /faulted must be/,
    );
  });
});
