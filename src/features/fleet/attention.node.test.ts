import { describe, expect, it } from 'vitest';
import { attentionReasons, byAttention, isNight } from './attention';
import { carGlance, type GlanceInput } from './glance';

const NOW = new Date(2026, 10, 25, 14, 0).getTime();
const NIGHT = new Date(2026, 10, 25, 23, 30).getTime();
const at = (ms: number) => new Date(ms).toISOString();
const sig = (name: string, value: unknown, t = NOW - 60_000) => ({ name, value, timestamp: at(t) });

const base = (vin: string, over: Partial<GlanceInput> = {}): GlanceInput => ({
  vin,
  now: NOW,
  streaming: true,
  ev: 'yes',
  hasFuel: false,
  locationShared: true,
  places: [],
  status: [sig('Vehicle.Cabin.Door.Row1.DriverSide.IsOpen', false)],
  alerts: { count: 0, at: NOW },
  ...over,
});
const glance = (vin: string, over: Partial<GlanceInput> = {}, now = NOW) => carGlance({ ...base(vin, over), now });

describe('attention order (issue 17)', () => {
  it('night runs from 22:00 to 06:00 local time', () => {
    expect(isNight(new Date(2026, 0, 1, 21, 59).getTime())).toBe(false);
    expect(isNight(new Date(2026, 0, 1, 22, 0).getTime())).toBe(true);
    expect(isNight(new Date(2026, 0, 1, 5, 59).getTime())).toBe(true);
    expect(isNight(new Date(2026, 0, 1, 6, 0).getTime())).toBe(false);
  });

  it('a critical alert, an open door at night and a tyre losing pressure each bring a car to the top, with words', () => {
    const calm = glance('A');
    const critical = glance('B', { alerts: { count: 2, worst: 'critical', at: NOW } });
    const warning = glance('C', { alerts: { count: 3, worst: 'warning', at: NOW } });
    const ranked = byAttention([calm, warning, critical], (c) => attentionReasons(c, NOW));
    expect(ranked.map((r) => r.item.vin)).toEqual(['B', 'A', 'C']);
    expect(ranked[0]!.reasons).toEqual([{ kind: 'critical-alert', count: 2 }]);
    expect(ranked[2]!.reasons).toEqual([]);
  });

  it('an open door counts only at night', () => {
    const open = { status: [sig('Vehicle.Cabin.Door.Row2.PassengerSide.IsOpen', true)] };
    expect(attentionReasons(glance('A', open), NOW)).toEqual([]);
    expect(attentionReasons(glance('A', open, NIGHT), NIGHT)).toEqual([{ kind: 'door-open-at-night', doors: 1 }]);
  });

  it('a tyre flagged low, or more than 10 % below its axle partner, is losing pressure', () => {
    const tyre = (side: string, kPa: number) => sig(`Vehicle.Chassis.Axle.Row1.Wheel.${side}.Tire.Pressure`, kPa);
    expect(glance('A', { status: [tyre('Left', 240), tyre('Right', 250)] }).tyres.value).toEqual([]);
    expect(glance('A', { status: [tyre('Left', 210), tyre('Right', 250)] }).tyres.value).toEqual([
      { id: 'Row1.Left', reason: 'below-partner' },
    ]);
    const flagged = glance('A', { status: [sig('Vehicle.Chassis.Axle.Row2.Wheel.Right.Tire.IsPressureLow', true)] });
    expect(flagged.tyres.value).toEqual([{ id: 'Row2.Right', reason: 'flagged', since: at(NOW - 60_000) }]);
    expect(attentionReasons(flagged, NOW)).toEqual([{ kind: 'tyre-losing-pressure', tyres: 1 }]);
  });

  it('active trouble codes (the status the card already has) bring a car up, below the three reasons above', () => {
    const codes = (n: number) => ({ status: [sig('Vehicle.Diagnostics.DTCCount', n)] });
    const listed = { status: [sig('Vehicle.Diagnostics.DTCList', ['P0A80', 'C0035'])] };
    const critical = glance('D', { alerts: { count: 1, worst: 'critical', at: NOW } });
    const ranked = byAttention([glance('A'), glance('B', codes(0)), glance('C', codes(2)), critical], (c) =>
      attentionReasons(c, NOW),
    );
    expect(ranked.map((r) => r.item.vin)).toEqual(['D', 'C', 'A', 'B']);
    expect(ranked[1]!.reasons).toEqual([{ kind: 'trouble-codes', count: 2 }]);
    expect(attentionReasons(glance('E', codes(1)), NOW)).toEqual([{ kind: 'trouble-codes', count: 1 }]);
    expect(glance('F', listed).troubleCodes).toBe(2);
  });

  it('without reasons the garage order stays as it was (stable)', () => {
    const cars = ['C', 'A', 'B'].map((v) => glance(v));
    expect(byAttention(cars, (c) => attentionReasons(c, NOW)).map((r) => r.item.vin)).toEqual(['C', 'A', 'B']);
  });
});

describe('a car at a glance: every figure with its freshness', () => {
  it('live while streaming and under a minute old, last known otherwise, missing when not reported', () => {
    const evSignals = [sig('Vehicle.Powertrain.TractionBattery.StateOfCharge.Current', 78, NOW - 20_000)];
    expect(glance('A', { evSignals }).energy.freshness.kind).toBe('live');
    expect(glance('A', { evSignals, streaming: false }).energy.freshness.kind).toBe('last-known');
    const old = [sig('Vehicle.Powertrain.TractionBattery.StateOfCharge.Current', 78, NOW - 3_600_000)];
    expect(glance('A', { evSignals: old }).energy).toEqual({
      value: { kind: 'battery', percent: 78, rangeKm: undefined },
      freshness: { kind: 'last-known', at: at(NOW - 3_600_000) },
    });
    expect(glance('A').locked.freshness.kind).toBe('missing');
  });

  it('a petrol car shows fuel and says charging is not supported; location without consent is not supported', () => {
    const car = glance('A', {
      ev: 'no',
      hasFuel: true,
      locationShared: false,
      status: [
        sig('Vehicle.Powertrain.FuelSystem.RelativeLevel', 40),
        sig('Vehicle.Powertrain.FuelSystem.Range', 420_000),
      ],
    });
    expect(car.energy.value).toEqual({ kind: 'fuel', percent: 40, rangeKm: 420 });
    expect(car.charging.freshness.kind).toBe('not-supported');
    expect(car.where.freshness.kind).toBe('not-supported');
  });

  it('charging, plugged in or unplugged from the charging flag and the cable', () => {
    const ev = (charging: boolean, cable: boolean) => [
      sig('Vehicle.Powertrain.TractionBattery.Charging.IsCharging', charging),
      sig('Vehicle.Powertrain.TractionBattery.Charging.ChargingPort.AnyPosition.IsChargingCableConnected', cable),
    ];
    expect(glance('A', { evSignals: ev(true, true) }).charging.value).toBe('charging');
    expect(glance('A', { evSignals: ev(false, true) }).charging.value).toBe('plugged-in');
    expect(glance('A', { evSignals: ev(false, false) }).charging.value).toBe('unplugged');
  });

  it('where: at a marked place, a distance from it, or the position when no place is marked', () => {
    const home = { id: 'h', name: 'Home', latitude: 52.52, longitude: 13.405, radiusM: 150 };
    const pos = (lat: number, lon: number) => [
      sig('Vehicle.CurrentLocation.Latitude', lat),
      sig('Vehicle.CurrentLocation.Longitude', lon),
    ];
    expect(glance('A', { location: pos(52.5201, 13.405), places: [home] }).where.value).toEqual({
      kind: 'at-place',
      place: 'Home',
    });
    const away = glance('A', { location: pos(52.53, 13.405), places: [home] }).where.value;
    expect(away).toMatchObject({ kind: 'from-place', place: 'Home' });
    expect((away as { metres: number }).metres).toBeGreaterThan(1000);
    expect(glance('A', { location: pos(52.53, 13.4) }).where.value).toEqual({
      kind: 'position',
      latitude: 52.53,
      longitude: 13.4,
    });
  });

  it('open doors and windows are listed; locked only when every door reports locked', () => {
    const car = glance('A', {
      status: [
        sig('Vehicle.Cabin.Door.Row1.DriverSide.IsOpen', true),
        sig('Vehicle.Cabin.Door.Row1.DriverSide.IsLocked', false),
        sig('Vehicle.Cabin.Door.Row1.PassengerSide.IsLocked', true),
        sig('Vehicle.Cabin.Door.Row2.DriverSide.Window.Position', 30),
      ],
    });
    expect(car.open.value).toEqual([
      { id: 'Row1.DriverSide', kind: 'door' },
      { id: 'Row2.DriverSide', kind: 'window' },
    ]);
    expect(car.locked.value).toBe(false);
    expect(car.doorOpenSince).toBe(NOW - 60_000);
  });
});
