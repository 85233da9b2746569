import { describe, expect, it } from 'vitest';
import { EvBody, Journey, SignalsBody } from '../../contract';
import { decodePolyline } from '../../contract/polyline';
import { haversine, pathLength } from './geo';
import { ScenarioError } from './index';
import { HOUR, T0, VINS, num, setup, value } from './test-helpers';
import type { Scenario } from './types';

const MIN = 60_000;
const TB = 'Vehicle.Powertrain.TractionBattery';
const here = (sim: ReturnType<typeof setup>['sim'], vin: string) => {
  const s = sim.location(vin)!.signals;
  return {
    latitude: num(s, 'Vehicle.CurrentLocation.Latitude'),
    longitude: num(s, 'Vehicle.CurrentLocation.Longitude'),
  };
};
const moving = (sim: ReturnType<typeof setup>['sim'], vin: string) =>
  value(sim.status(vin)!.signals, 'Vehicle.IsMoving');

describe('scenarios', () => {
  it('tyre-losing-pressure: pressure drops with the clock, goes low below the threshold and raises an alert', () => {
    const { sim, clock } = setup();
    const name = 'Vehicle.Chassis.Axle.Row1.Wheel.Left.Tire';
    const start = num(sim.status(VINS.evSedan)!.signals, `${name}.Pressure`);
    sim.apply({ kind: 'tyre-losing-pressure', vin: VINS.evSedan, wheel: 'Row1.Left', kPaPerMinute: 5 });
    expect(sim.alerts(VINS.evSedan)!.some((a) => a.code === 'TIRE_PRESSURE_LOW' && a.active)).toBe(false);
    clock.advance(4 * MIN);
    const s4 = sim.status(VINS.evSedan)!.signals;
    expect(num(s4, `${name}.Pressure`)).toBeLessThan(start - 10);
    expect(value(s4, `${name}.IsPressureLow`)).toBe(false);
    expect(Date.parse(s4.find((x) => x.name === `${name}.Pressure`)!.timestamp)).toBeGreaterThan(clock.now() - MIN);
    clock.advance(12 * MIN);
    const s16 = sim.status(VINS.evSedan)!.signals;
    expect(num(s16, `${name}.Pressure`)).toBeLessThan(200);
    expect(value(s16, `${name}.IsPressureLow`)).toBe(true);
    expect(value(s16, 'Vehicle.Chassis.Axle.Row1.Wheel.Right.Tire.IsPressureLow')).toBe(false);
    const alert = sim.alerts(VINS.evSedan)!.find((a) => a.code === 'TIRE_PRESSURE_LOW' && a.active)!;
    expect(alert.severity).toBe('warning');
    expect(Date.parse(alert.raisedAt)).toBeGreaterThan(T0 + 4 * MIN);
    expect(Date.parse(alert.raisedAt)).toBeLessThanOrEqual(T0 + 16 * MIN);
    expect(value(alert.signals, `${name}.IsPressureLow`)).toBe(true);
    expect(num(alert.signals, `${name}.Pressure`)).toBeLessThan(201);
  });

  it('charge-start and charge-stop: session begins, state of charge rises with the clock, session ends', () => {
    const { sim, clock } = setup(Date.UTC(2026, 10, 19, 20, 0));
    const vin = VINS.evSuv;
    expect(value(sim.ev(vin)!.signals, `${TB}.Charging.IsCharging`)).toBe(false);
    const soc0 = num(sim.ev(vin)!.signals, `${TB}.StateOfCharge.Current`);
    sim.apply({ kind: 'charge-start', vin, powerKW: 50 });
    clock.advance(6 * MIN);
    const during = EvBody.parse(sim.ev(vin));
    expect(value(during.signals, `${TB}.Charging.IsCharging`)).toBe(true);
    expect(num(during.signals, `${TB}.Charging.VDS.Power`)).toBeGreaterThan(45);
    expect(num(during.signals, `${TB}.Charging.ChargeCurrent.DC`)).toBeGreaterThan(40);
    expect(num(during.signals, `${TB}.Charging.ChargeVoltage.DC`)).toBeGreaterThan(600);
    expect(value(during.signals, `${TB}.Charging.ChargingPort.AnyPosition.IsChargingCableConnected`)).toBe(true);
    expect(num(during.signals, `${TB}.StateOfCharge.Current`)).toBeGreaterThan(soc0 + 5);
    expect(during.chargingSession).toMatchObject({
      start: new Date(Date.UTC(2026, 10, 19, 20, 0)).toISOString(),
      end: null,
    });
    expect(during.chargingSession!.energyAdded).toBeCloseTo(5, 1);
    const hv = sim.hvBattery(vin)!.signals;
    expect(num(hv, `${TB}.CurrentCurrent`)).toBeGreaterThan(0);
    expect(num(hv, `${TB}.CurrentPower`)).toBeGreaterThan(40_000);
    clock.advance(3 * MIN);
    const later = num(sim.ev(vin)!.signals, `${TB}.StateOfCharge.Current`);
    expect(later).toBeGreaterThan(num(during.signals, `${TB}.StateOfCharge.Current`));
    sim.apply({ kind: 'charge-stop', vin });
    clock.advance(10 * MIN);
    const after = sim.ev(vin)!;
    expect(value(after.signals, `${TB}.Charging.IsCharging`)).toBe(false);
    expect(num(after.signals, `${TB}.StateOfCharge.Current`)).toBeCloseTo(later, 1);
    expect(after.chargingSession!.end).toBe(new Date(Date.UTC(2026, 10, 19, 20, 9)).toISOString());
    expect(after.chargingSession!.energyAdded).toBeCloseTo(7.5, 1);
  });

  it('charging stops by itself at the limit', () => {
    const { sim, clock } = setup(Date.UTC(2026, 10, 19, 20, 0));
    sim.apply({ kind: 'charge-start', vin: VINS.phev, powerKW: 11 });
    clock.advance(6 * HOUR);
    const ev = sim.ev(VINS.phev)!;
    expect(value(ev.signals, `${TB}.Charging.IsCharging`)).toBe(false);
    expect(num(ev.signals, `${TB}.StateOfCharge.Current`)).toBe(100);
    expect(ev.chargingSession!.end).not.toBeNull();
  });

  it('drive and park: speed, moving, location along a route; a journey appears when parked', () => {
    const { sim, clock } = setup();
    const vin = VINS.petrol;
    const before = sim.journeys(vin)!.length;
    const start = here(sim, vin);
    const odo0 = num(sim.status(vin)!.signals, 'Vehicle.TraveledDistance');
    sim.apply({ kind: 'drive', vin, speedKmh: 60 });
    clock.advance(2 * MIN);
    const s = SignalsBody.parse(sim.status(vin)).signals;
    expect(value(s, 'Vehicle.IsMoving')).toBe(true);
    expect(num(s, 'Vehicle.Speed')).toBeGreaterThan(20);
    expect(value(s, 'Vehicle.LowVoltageSystemState')).toBe('ON');
    const p2 = here(sim, vin);
    expect(haversine(start, p2)).toBeGreaterThan(300);
    clock.advance(2 * MIN);
    expect(haversine(p2, here(sim, vin))).toBeGreaterThan(300);
    expect(sim.journeys(vin)!.length).toBe(before);
    clock.advance(6 * MIN);
    sim.apply({ kind: 'park', vin });
    clock.advance(MIN);
    expect(moving(sim, vin)).toBe(false);
    const list = sim.journeys(vin)!;
    expect(list.length).toBe(before + 1);
    const j = Journey.parse(list[0]);
    expect(j.startTime).toBe(new Date(T0).toISOString());
    expect(j.duration).toBe(600);
    expect(j.distance).toBeGreaterThan(9_000);
    expect(j.distance).toBeLessThan(11_000);
    expect(j.fuelUsed).toBeGreaterThan(0);
    const route = decodePolyline(j.route).map(([latitude, longitude]) => ({ latitude, longitude }));
    expect(Math.abs(pathLength(route) - j.distance)).toBeLessThan(j.distance * 0.01);
    expect(haversine(route[0]!, start)).toBeLessThan(15);
    expect(haversine(here(sim, vin), j.end)).toBeLessThan(15);
    expect(num(sim.status(vin)!.signals, 'Vehicle.TraveledDistance') - odo0).toBeCloseTo(j.distance, -2);
  });

  it('alert-raise and alert-clear', () => {
    const { sim, clock } = setup();
    const vin = VINS.evSedan;
    sim.apply({
      kind: 'alert-raise',
      vin,
      code: 'P0A80',
      severity: 'critical',
      title: 'Replace hybrid battery pack',
      description: 'Test alert.',
    });
    sim.apply({ kind: 'alert-raise', vin, code: 'WASHER_FLUID_LOW', severity: 'info' });
    const list = sim.alerts(vin)!;
    const custom = list.find((a) => a.code === 'P0A80')!;
    expect(custom).toMatchObject({
      severity: 'critical',
      active: true,
      title: 'Replace hybrid battery pack',
      description: 'Test alert.',
      clearedAt: null,
      raisedAt: new Date(T0).toISOString(),
    });
    const washer = list.find(
      (a) => a.code === 'WASHER_FLUID_LOW' && a.active && a.raisedAt === new Date(T0).toISOString(),
    )!;
    expect(washer.title).toBe('Washer fluid low');
    expect(value(washer.signals, 'Vehicle.Body.Windshield.Front.WasherFluid.IsLevelLow')).toBe(true);
    expect(value(sim.status(vin)!.signals, 'Vehicle.Body.Windshield.Front.WasherFluid.IsLevelLow')).toBe(true);
    expect(custom.signals).toEqual([]);
    sim.apply({ kind: 'alert-raise', vin, code: 'TIRE_PRESSURE_LOW', severity: 'warning' });
    const tyre = sim.alerts(vin)!.find((a) => a.code === 'TIRE_PRESSURE_LOW')!;
    expect(tyre.signals.map((s) => s.name)).toContain('Vehicle.Chassis.Axle.Row2.Wheel.Right.Tire.Pressure');
    clock.advance(MIN);
    sim.apply({ kind: 'alert-clear', vin, id: custom.id });
    expect(sim.alerts(vin)!.find((a) => a.id === custom.id)).toMatchObject({
      active: false,
      clearedAt: new Date(T0 + MIN).toISOString(),
    });
    expect(() => sim.apply({ kind: 'alert-clear', vin, id: custom.id })).toThrow(/already cleared/);
    const natural = sim.alerts(VINS.evSuv)!.find((a) => a.code === 'HV_BATTERY_CELL_IMBALANCE' && a.active)!;
    sim.apply({ kind: 'alert-clear', vin: VINS.evSuv, id: natural.id });
    expect(sim.alerts(VINS.evSuv)!.find((a) => a.id === natural.id)!.active).toBe(false);
  });

  it('door-open and door-close: the door reports open (and unlocked) at that instant, then closed; no driving with a door open', () => {
    const { sim, clock } = setup();
    const vin = VINS.evSedan;
    const door = 'Vehicle.Cabin.Door.Row2.PassengerSide';
    const signalOf = (name: string) => sim.status(vin)!.signals.find((x) => x.name === name)!;
    expect(signalOf(`${door}.IsOpen`).value).toBe(false);
    const openedAt = clock.now();
    sim.apply({ kind: 'door-open', vin, door: 'Row2.PassengerSide' });
    clock.advance(MIN);
    expect(signalOf(`${door}.IsOpen`)).toMatchObject({ value: true, timestamp: new Date(openedAt).toISOString() });
    expect(signalOf(`${door}.IsLocked`).value).toBe(false);
    expect(value(sim.status(vin)!.signals, 'Vehicle.Cabin.Door.Row1.DriverSide.IsOpen')).toBe(false);
    expect(() => sim.apply({ kind: 'drive', vin })).toThrow(
      /door open \(Row2.PassengerSide\); close it before driving/,
    );
    expect(() => sim.apply({ kind: 'door-open', vin, door: 'Row2.PassengerSide' })).toThrow(/already open/);
    const closedAt = clock.now();
    sim.apply({ kind: 'door-close', vin, door: 'Row2.PassengerSide' });
    expect(signalOf(`${door}.IsOpen`)).toMatchObject({ value: false, timestamp: new Date(closedAt).toISOString() });
    sim.apply({ kind: 'drive', vin });
    expect(() => sim.apply({ kind: 'door-open', vin, door: 'Row1.DriverSide' })).toThrow(/is driving/);
    expect(() => sim.apply({ kind: 'door-close', vin, door: 'Row1.Left' } as never)).toThrow(/door must be one of/);
  });

  it('reset brings back the untouched simulation', () => {
    const { sim, clock } = setup();
    const fresh = setup(T0 + 30 * MIN).sim;
    sim.apply({ kind: 'drive', vin: VINS.evSedan });
    sim.apply({ kind: 'tyre-losing-pressure', vin: VINS.dieselVan, wheel: 'Row1.Right' });
    sim.apply({ kind: 'alert-raise', vin: VINS.phev, code: 'SERVICE_DUE', severity: 'info' });
    sim.apply({ kind: 'charge-start', vin: VINS.noLocation });
    clock.advance(30 * MIN);
    sim.apply({ kind: 'reset' });
    for (const vin of sim.vins()) {
      expect(sim.status(vin)).toEqual(fresh.status(vin));
      expect(sim.location(vin)).toEqual(fresh.location(vin));
      expect(sim.ev(vin)).toEqual(fresh.ev(vin));
      expect(sim.alerts(vin)).toEqual(fresh.alerts(vin));
      expect(sim.journeys(vin)).toEqual(fresh.journeys(vin));
    }
  });

  it('refuses what does not apply with a ScenarioError and a clear message', () => {
    const { sim } = setup();
    const refused = (s: unknown, message: RegExp) => {
      let error: unknown;
      try {
        sim.apply(s as Scenario);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ScenarioError);
      expect((error as Error).message).toMatch(message);
    };
    refused({ kind: 'drive', vin: 'WVWZZZ1JZXW000001' }, /unknown VIN/);
    refused({ kind: 'drive' }, /unknown VIN/);
    refused({ kind: 'teleport', vin: VINS.evSedan }, /unknown scenario kind/);
    refused(null, /must be an object/);
    refused({ kind: 'charge-start', vin: VINS.petrol }, /no ev-charging capability/);
    refused({ kind: 'charge-stop', vin: VINS.dieselVan }, /no ev-charging capability/);
    refused({ kind: 'charge-stop', vin: VINS.evSuv }, /not charging/);
    refused({ kind: 'park', vin: VINS.petrol }, /not driving/);
    refused({ kind: 'tyre-losing-pressure', vin: VINS.petrol, wheel: 'Row3.Left' }, /wheel must be one of/);
    refused({ kind: 'tyre-losing-pressure', vin: VINS.petrol, wheel: 'Row1.Left', kPaPerMinute: -1 }, /kPaPerMinute/);
    refused({ kind: 'alert-raise', vin: VINS.petrol, code: 'NO SPACES', severity: 'info' }, /code must be/);
    refused(
      { kind: 'alert-raise', vin: VINS.petrol, code: 'P0420', severity: 'fatal' },
      /severity must be one of info, warning, critical/,
    );
    refused({ kind: 'alert-clear', vin: VINS.petrol, id: 'nope' }, /has no alert nope/);
    refused({ kind: 'drive', vin: VINS.petrol, speedKmh: 0 }, /speedKmh/);
    sim.apply({ kind: 'drive', vin: VINS.petrol });
    refused({ kind: 'drive', vin: VINS.petrol }, /already driving/);
    refused({ kind: 'charge-start', vin: VINS.phev, powerKW: 1000 }, /powerKW/);
    sim.apply({ kind: 'charge-start', vin: VINS.phev });
    refused({ kind: 'charge-start', vin: VINS.phev }, /already charging/);
    refused({ kind: 'drive', vin: VINS.phev }, /charging/);
  });

  it('a drive ends by itself when the battery is empty, the journey ending where the car stopped', () => {
    const { sim, clock } = setup();
    const vin = VINS.noLocation;
    const soc = num(sim.ev(vin)!.signals, `${TB}.StateOfCharge.Current`);
    const range = num(sim.ev(vin)!.signals, `${TB}.Range`);
    sim.apply({ kind: 'drive', vin, speedKmh: 100 });
    clock.advance(30 * HOUR);
    expect(moving(sim, vin)).toBe(false);
    expect(num(sim.ev(vin)!.signals, `${TB}.StateOfCharge.Current`)).toBe(0);
    const j = sim.journeys(vin)![0]!;
    expect(j.startTime).toBe(new Date(T0).toISOString());
    expect(j.distance).toBeGreaterThan(range * 0.6);
    expect(j.distance).toBeLessThan(range * 1.6);
    expect(j.energyUsed).toBeCloseTo((soc / 100) * 42, 0);
    expect(() => sim.apply({ kind: 'park', vin })).toThrow(ScenarioError);
  });

  it('park during one of the car’s own drives ends that journey where the car is; charge-start is refused while it drives', () => {
    const at = Date.UTC(2026, 10, 18, 14, 0);
    const { sim, clock } = setup(at);
    const vin = VINS.dieselVan;
    expect(moving(sim, vin)).toBe(true);
    const position = here(sim, vin);
    const before = sim.journeys(vin)!;
    sim.apply({ kind: 'park', vin });
    clock.advance(MIN);
    expect(moving(sim, vin)).toBe(false);
    const after = sim.journeys(vin)!;
    expect(after.length).toBe(before.length + 1);
    const cut = after[0]!;
    expect(cut.endTime).toBe(new Date(at).toISOString());
    // The fix read while driving is up to ~1.3 s old (plus GNSS noise): tens of metres at 50 km/h.
    expect(haversine(cut.end, position)).toBeLessThan(40);
    expect(haversine(here(sim, vin), cut.end)).toBeLessThan(15);
    expect(cut.start).toEqual(before[0]!.end);

    const ev = setup(Date.UTC(2026, 10, 19, 5, 0));
    while (!moving(ev.sim, VINS.evSedan)) ev.clock.advance(5 * MIN);
    expect(() => ev.sim.apply({ kind: 'charge-start', vin: VINS.evSedan })).toThrow(/is driving/);
  });
});
