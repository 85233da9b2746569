import { describe, expect, it } from 'vitest';
import { setup, value, VINS } from './test-helpers';

const TB = 'Vehicle.Powertrain.TractionBattery';

describe('reported times', () => {
  it('a charge that stops is reported when it stopped: no signal goes back in time, so a client keeping the newer value sees the stop', () => {
    const { sim, clock } = setup(Date.UTC(2026, 10, 19, 20, 0));
    const vin = VINS.evSuv;
    const stamp = (name: string) => Date.parse(sim.ev(vin)!.signals.find((s) => s.name === name)!.timestamp);
    const names = sim.ev(vin)!.signals.map((s) => s.name);
    sim.apply({ kind: 'charge-start', vin, powerKW: 11 });
    clock.advance(45_000);
    const during = new Map(names.map((n) => [n, stamp(n)]));
    clock.advance(200);
    sim.apply({ kind: 'charge-stop', vin });
    expect(value(sim.ev(vin)!.signals, `${TB}.Charging.IsCharging`)).toBe(false);
    for (const n of names) expect(stamp(n), n).toBeGreaterThanOrEqual(during.get(n)!);
  });
});
