import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Alert, EvBody, Journey, SignalsBody, Vehicle } from '../../contract';
import { FLEET } from '../fleet';
import { createSimulator, ManualClock, systemClock } from './index';
import { ALL_VINS, bodiesOf, DAY, HOUR, T0, VINS, num, setup, value } from './test-helpers';

describe('clocks', () => {
  it('ManualClock sets and advances; systemClock follows the wall clock', () => {
    const c = new ManualClock('2026-01-02T03:04:05.006Z');
    expect(c.now()).toBe(Date.UTC(2026, 0, 2, 3, 4, 5, 6));
    c.advance(1_000);
    expect(c.now()).toBe(Date.UTC(2026, 0, 2, 3, 4, 6, 6));
    c.set(T0);
    expect(c.now()).toBe(T0);
    expect(() => c.set('not a date')).toThrow(RangeError);
    expect(Math.abs(systemClock.now() - Date.now())).toBeLessThan(1_000);
  });
});

describe('simulator', () => {
  it('knows the six cars of the fleet and nothing else', () => {
    const { sim } = setup();
    expect(sim.vins().sort()).toEqual(FLEET.map((v) => v.vin).sort());
    const unknown = 'WVWZZZ1JZXW000001';
    expect([
      sim.vehicle(unknown),
      sim.status(unknown),
      sim.location(unknown),
      sim.ev(unknown),
      sim.hvBattery(unknown),
      sim.alerts(unknown),
      sim.journeys(unknown),
    ]).toEqual([undefined, undefined, undefined, undefined, undefined, undefined, undefined]);
  });

  it('is deterministic: the same instant gives the same output, in any call order', () => {
    const a = setup().sim;
    const b = setup().sim;
    for (const vin of ALL_VINS) b.journeys(vin);
    for (const vin of [...ALL_VINS].reverse()) expect(bodiesOf(b, vin)).toEqual(bodiesOf(a, vin));
  });

  it('a different seed gives different data', () => {
    const a = setup().sim;
    const b = createSimulator({ clock: new ManualClock(T0), seed: 7 });
    expect(b.journeys(VINS.evSedan)).not.toEqual(a.journeys(VINS.evSedan));
  });

  it('moves with the clock', () => {
    const { sim, clock } = setup();
    const before = bodiesOf(sim, VINS.evSedan);
    clock.advance(6 * HOUR);
    const after = bodiesOf(sim, VINS.evSedan);
    expect(after.status).not.toEqual(before.status);
    expect(after.journeys!.length).toBeGreaterThanOrEqual(before.journeys!.length - 4);
    clock.set(T0);
    expect(bodiesOf(sim, VINS.evSedan)).toEqual(before);
  });

  it('the vehicle body follows fleet.ts', () => {
    const { sim } = setup();
    for (const v of FLEET) {
      const body = Vehicle.parse(sim.vehicle(v.vin));
      expect(body.Vehicle.VehicleIdentification).toEqual({
        VIN: v.vin,
        Brand: v.brand,
        Model: v.model,
        Year: v.year,
        BodyType: v.bodyType,
        VehicleExteriorColor: v.color,
      });
      expect(body.Vehicle.Powertrain.FuelType).toBe(v.fuelType);
      expect(body.Vehicle.Capabilities).toEqual(v.capabilities);
    }
  });

  it('every body matches the contract schemas, every 5 hours over 4 days', () => {
    const { sim, clock } = setup(T0 - 2 * DAY);
    for (let k = 0; k < 20; k++) {
      for (const vin of ALL_VINS) {
        SignalsBody.parse(sim.status(vin));
        SignalsBody.parse(sim.location(vin));
        const ev = sim.ev(vin);
        if (ev) EvBody.parse(ev);
        const hv = sim.hvBattery(vin);
        if (hv) SignalsBody.parse(hv);
        for (const a of sim.alerts(vin)!) Alert.parse(a);
        for (const j of sim.journeys(vin)!.slice(0, 10)) Journey.parse(j);
      }
      clock.advance(5 * HOUR);
    }
  });

  it('every value carries its own ISO 8601 UTC millisecond timestamp, never in the future, some hours old', () => {
    const { sim } = setup();
    const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
    let stale = 0;
    for (const vin of ALL_VINS) {
      const signals = [sim.status(vin)!, sim.location(vin)!, sim.ev(vin), sim.hvBattery(vin)].flatMap(
        (b) => b?.signals ?? [],
      );
      for (const s of signals) {
        expect(s.timestamp).toMatch(iso);
        expect(Date.parse(s.timestamp)).toBeLessThanOrEqual(T0);
        if (T0 - Date.parse(s.timestamp) > 2 * HOUR) stale++;
      }
      const status = sim.status(vin)!.signals;
      expect(new Set(status.map((s) => s.timestamp)).size).toBeGreaterThan(status.length / 2);
      expect(new Set(status.map((s) => s.name)).size).toBe(status.length);
    }
    expect(stale).toBeGreaterThan(5);
  });

  it('status carries tyres, doors, windows, trunk, hood, fuel or charge, odometer, speed and the rest', () => {
    const { sim } = setup();
    for (const v of FLEET) {
      const s = sim.status(v.vin)!.signals;
      for (const wheel of ['Row1.Wheel.Left', 'Row1.Wheel.Right', 'Row2.Wheel.Left', 'Row2.Wheel.Right']) {
        const kPa = num(s, `Vehicle.Chassis.Axle.${wheel}.Tire.Pressure`);
        expect(Number.isInteger(kPa)).toBe(true);
        expect(kPa).toBeGreaterThan(150);
        expect(kPa).toBeLessThan(450);
        expect(typeof value(s, `Vehicle.Chassis.Axle.${wheel}.Tire.IsPressureLow`)).toBe('boolean');
      }
      for (const door of ['Row1.DriverSide', 'Row1.PassengerSide', 'Row2.DriverSide', 'Row2.PassengerSide']) {
        expect(typeof value(s, `Vehicle.Cabin.Door.${door}.IsOpen`)).toBe('boolean');
        expect(typeof value(s, `Vehicle.Cabin.Door.${door}.IsLocked`)).toBe('boolean');
        const pos = num(s, `Vehicle.Cabin.Door.${door}.Window.Position`);
        expect(pos).toBeGreaterThanOrEqual(0);
        expect(pos).toBeLessThanOrEqual(100);
        expect(value(s, `Vehicle.Cabin.Door.${door}.Window.IsOpen`)).toBe(pos > 0);
      }
      for (const name of [
        'Vehicle.Body.Trunk.Rear.IsOpen',
        'Vehicle.Body.Trunk.Rear.IsLocked',
        'Vehicle.Body.Hood.IsOpen',
        'Vehicle.IsMoving',
      ])
        expect(typeof value(s, name)).toBe('boolean');
      expect(num(s, 'Vehicle.TraveledDistance')).toBeGreaterThan(1_000_000);
      expect(Number.isInteger(num(s, 'Vehicle.TraveledDistance'))).toBe(true);
      expect(num(s, 'Vehicle.Speed')).toBeGreaterThanOrEqual(0);
      expect(['LOCK', 'OFF', 'ACC', 'ON', 'START']).toContain(value(s, 'Vehicle.LowVoltageSystemState'));
      expect(num(s, 'Vehicle.LowVoltageBattery.CurrentVoltage')).toBeGreaterThan(11);
      expect(num(s, 'Vehicle.LowVoltageBattery.CurrentVoltage')).toBeLessThan(15);
      expect(num(s, 'Vehicle.Service.DistanceToService')).toBeLessThanOrEqual(40_000);
      expect(num(s, 'Vehicle.Exterior.AirTemperature')).toBeGreaterThan(-25);
      const combustion = v.fuelType !== 'electric';
      const battery = v.fuelType === 'electric' || v.fuelType === 'plug-in-hybrid';
      expect(s.some((x) => x.name === 'Vehicle.Powertrain.FuelSystem.RelativeLevel')).toBe(combustion);
      expect(s.some((x) => x.name === 'Vehicle.Powertrain.FuelSystem.Range')).toBe(combustion);
      expect(s.some((x) => x.name === 'Vehicle.Powertrain.TractionBattery.StateOfCharge.Current')).toBe(battery);
      expect(s.some((x) => x.name === 'Vehicle.Powertrain.TractionBattery.Range')).toBe(battery);
      if (combustion) expect(num(s, 'Vehicle.Powertrain.FuelSystem.RelativeLevel')).toBeGreaterThan(0);
      expect(s.some((x) => x.name.startsWith('Vehicle.CurrentLocation'))).toBe(false);
    }
  });

  it('some windows are left partly open across the fleet and the day', () => {
    const { sim, clock } = setup(T0 - 3 * DAY);
    const positions = new Set<number>();
    for (let k = 0; k < 36; k++) {
      for (const vin of ALL_VINS)
        for (const s of sim.status(vin)!.signals)
          if (s.name.endsWith('Window.Position')) positions.add(s.value as number);
      clock.advance(2 * HOUR);
    }
    expect([...positions].some((p) => p > 0 && p < 100)).toBe(true);
    expect(positions.has(0)).toBe(true);
  });

  it('at any instant from 2024 to 2030, every body is valid and two simulators agree', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) }),
        fc.constantFrom(...ALL_VINS),
        (at, vin) => {
          const a = setup(at).sim;
          const b = setup(at).sim;
          SignalsBody.parse(a.status(vin));
          SignalsBody.parse(a.location(vin));
          if (a.ev(vin)) EvBody.parse(a.ev(vin));
          if (a.hvBattery(vin)) SignalsBody.parse(a.hvBattery(vin));
          const journeys = a.journeys(vin)!;
          for (const j of journeys.slice(0, 5)) Journey.parse(j);
          for (const al of a.alerts(vin)!) Alert.parse(al);
          expect(b.journeys(vin)).toEqual(journeys);
          expect(b.status(vin)).toEqual(a.status(vin));
          const soc = a
            .status(vin)!
            .signals.find((x) => x.name === 'Vehicle.Powertrain.TractionBattery.StateOfCharge.Current');
          if (soc) expect(soc.value as number).toBeGreaterThanOrEqual(0);
          if (soc) expect(soc.value as number).toBeLessThanOrEqual(100);
        },
      ),
      { numRuns: 25 },
    );
  });
});
