import { describe, expect, it } from 'vitest';
import { VSS_UNITS } from '../../contract';
import { ALL_VINS, DAY, HOUR, T0, VSS, extensionUnit, setup } from './test-helpers';

/** VSS declares no unit on the per-cell arrays; the simulator labels them with their scalar siblings' units. */
const ARRAY_UNITS: Record<string, string> = {
  'Vehicle.Powertrain.TractionBattery.CellVoltage.CellVoltages': 'V',
  'Vehicle.Powertrain.TractionBattery.Temperature.CellTemperature': 'Celsius',
};

describe('signal names and units', () => {
  it('every name sent is a VSS 6.0 path from the catalogue or a listed extension, with the unit VSS writes', () => {
    const { sim, clock } = setup(T0 - DAY);
    const seen = new Set<string>();
    const check = (name: string, unit: string | undefined, value: unknown) => {
      seen.add(name);
      const vss = VSS.get(name);
      const ext = extensionUnit(name);
      expect(
        vss !== undefined || ext !== undefined,
        `${name} is not in vss-signals.json nor contract/extensions.ts`,
      ).toBe(true);
      const expected = ARRAY_UNITS[name] ?? (vss ? vss.unit : ext) ?? undefined;
      expect(unit, name).toBe(expected);
      if (unit !== undefined) expect(VSS_UNITS as readonly string[]).toContain(unit);
      if (vss?.datatype === 'boolean') expect(typeof value, name).toBe('boolean');
      if (vss && /^u?int/.test(vss.datatype)) expect(Number.isInteger(value), `${name} is ${vss.datatype}`).toBe(true);
      if (vss && /^u/.test(vss.datatype)) expect(value as number, name).toBeGreaterThanOrEqual(0);
      if (vss?.datatype === 'float[]')
        expect(Array.isArray(value) && value.every((x) => typeof x === 'number')).toBe(true);
      if (vss?.datatype === 'string[]')
        expect(Array.isArray(value) && value.every((x) => typeof x === 'string')).toBe(true);
      const allowed = (vss as { allowed?: string[] } | undefined)?.allowed;
      if (allowed && typeof value === 'string') expect(allowed, name).toContain(value);
    };
    for (let k = 0; k < 8; k++) {
      for (const vin of ALL_VINS) {
        for (const body of [sim.status(vin), sim.location(vin), sim.ev(vin), sim.hvBattery(vin)])
          for (const s of body?.signals ?? []) check(s.name, s.unit, s.value);
        for (const a of sim.alerts(vin)!) for (const s of a.signals) check(s.name, s.unit, s.value);
      }
      clock.advance(3 * HOUR);
    }
    expect(seen.size).toBeGreaterThan(80);
  });

  it('uses the v6.0 names, not the older or invented ones', () => {
    const { sim } = setup();
    const names = ALL_VINS.flatMap((vin) =>
      [sim.status(vin), sim.ev(vin), sim.hvBattery(vin)].flatMap((b) => b?.signals.map((s) => s.name) ?? []),
    );
    for (const bad of [
      'Vehicle.OBD.DTCList',
      'Vehicle.TravelledDistance',
      'Vehicle.Powertrain.TractionBattery.StateOfCharge.Range',
      'Vehicle.Powertrain.TractionBattery.Charging.ChargePortFlap',
    ])
      expect(names).not.toContain(bad);
    expect(names.some((n) => n.endsWith('Tire.Temperature'))).toBe(false);
  });
});
