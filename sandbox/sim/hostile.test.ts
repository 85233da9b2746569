import { describe, expect, it } from 'vitest';
import { Alert, EvBody, Journey, SignalsBody, TroubleCode, TROUBLE_CODE_PATTERN, Vehicle } from '../../contract';
import { HOSTILE } from './hostile-strings';
import { ScenarioError } from './index';
import { ALL_VINS, bodiesOf, setup, VINS } from './test-helpers';

describe('hostile-strings scenario', () => {
  it('puts every hostile string into the free-text fields of one car, each body still valid against the contract', () => {
    const { sim } = setup();
    sim.apply({ kind: 'hostile-strings', vin: VINS.evSedan, enabled: true });
    const b = bodiesOf(sim, VINS.evSedan);

    const id = Vehicle.parse(b.vehicle).Vehicle.VehicleIdentification;
    expect(id.VIN).toBe(VINS.evSedan);
    expect(id.Brand).toContain(HOSTILE.imgOnerror);
    expect(id.Brand).toContain('\u202E');
    expect(id.Model).toContain(HOSTILE.longWord);
    expect(HOSTILE.longWord).toHaveLength(5000);
    expect(HOSTILE.longWord).not.toMatch(/\s|-/);
    expect(b.vehicle!.Vehicle.Capabilities).toEqual(expect.arrayContaining(['ev-charging', HOSTILE.attributeBreakout]));

    const alerts = b.alerts!.map((a) => Alert.parse(a));
    expect(alerts.length).toBeGreaterThan(Object.keys(HOSTILE).length);
    for (const text of Object.values(HOSTILE)) expect(alerts.map((a) => a.title)).toContain(text);
    expect(new Set(alerts.map((a) => a.id)).size).toBe(alerts.length);
    expect(alerts.every((a) => a.signals.some((s) => s.name.includes(HOSTILE.imgOnerror)))).toBe(true);

    const journeys = b.journeys!.map((j) => Journey.parse(j));
    expect(new Set(journeys.map((j) => j.id)).size).toBe(journeys.length);
    expect(journeys[0]!.id.startsWith(HOSTILE.csvFormula)).toBe(true);

    for (const body of [b.status, b.location, b.hvBattery]) {
      const signals = SignalsBody.parse(body).signals;
      expect(signals.some((s) => s.unit === HOSTILE.script)).toBe(true);
      expect(signals.every((s) => !Number.isNaN(Date.parse(s.timestamp)))).toBe(true);
    }
    expect(EvBody.parse(b.ev).signals.some((s) => s.name.includes(HOSTILE.rtlOverride))).toBe(true);

    sim.apply({ kind: 'trouble-code-raise', vin: VINS.evSedan, code: 'U0100' });
    const codes = sim.diagnostics(VINS.evSedan)!.map((c) => TroubleCode.parse(c));
    expect(codes.length).toBeGreaterThan(0);
    for (const c of codes) {
      expect(c.code).toMatch(TROUBLE_CODE_PATTERN);
      expect(c.ecu).toBe(HOSTILE.attributeBreakout);
      expect(c.description).toContain(HOSTILE.longWord);
      expect(c.freezeFrame.some((s) => s.name.includes(HOSTILE.imgOnerror))).toBe(true);
    }
  });

  it('leaves the other cars alone, and turning it off (or reset) gives the car its own strings back', () => {
    const { sim } = setup();
    const before = Object.fromEntries(ALL_VINS.map((vin) => [vin, bodiesOf(sim, vin)]));
    sim.apply({ kind: 'hostile-strings', vin: VINS.evSedan, enabled: true });
    for (const vin of ALL_VINS.filter((v) => v !== VINS.evSedan)) expect(bodiesOf(sim, vin)).toEqual(before[vin]);
    sim.apply({ kind: 'hostile-strings', vin: VINS.evSedan, enabled: false });
    expect(bodiesOf(sim, VINS.evSedan)).toEqual(before[VINS.evSedan]);
    sim.apply({ kind: 'hostile-strings', vin: VINS.petrol, enabled: true });
    expect(sim.vehicle(VINS.petrol)!.Vehicle.VehicleIdentification.Brand).toContain(HOSTILE.imgOnerror);
    sim.apply({ kind: 'reset' });
    expect(bodiesOf(sim, VINS.petrol)).toEqual(before[VINS.petrol]);
  });

  it('refuses an unknown VIN and a missing switch with a reason', () => {
    const { sim } = setup();
    expect(() => sim.apply({ kind: 'hostile-strings', vin: 'SDXE1S2A2RA999999', enabled: true })).toThrow(
      ScenarioError,
    );
    expect(() => sim.apply({ kind: 'hostile-strings', vin: VINS.evSedan } as never)).toThrow(/enabled/);
  });
});
