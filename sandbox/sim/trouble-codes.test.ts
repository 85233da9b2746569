import { describe, expect, it } from 'vitest';
import { systemOf, TroubleCode, TROUBLE_CODE_PATTERN, type DtcStatus } from '../../contract';
import { PENDING_MS, PERMANENT_MS, STORED_MS } from './trouble-codes/lifecycle';
import { ALL_VINS, DAY, HOUR, VINS, setup, value } from './test-helpers';

const codeOf = (sim: ReturnType<typeof setup>['sim'], vin: string, code: string) =>
  sim.diagnostics(vin)!.find((c) => c.code === code);
const listed = (sim: ReturnType<typeof setup>['sim'], vin: string) =>
  value(sim.status(vin)!.signals, 'Vehicle.Diagnostics.DTCList') as string[];

describe('trouble codes', () => {
  it('are J2012 codes with the system of their letter, an ECU, a description, history and a freeze frame with units', () => {
    const { sim, clock } = setup();
    const statuses = new Set<DtcStatus>();
    for (let k = 0; k < 12; k++) {
      for (const vin of ALL_VINS) {
        const codes = sim.diagnostics(vin)!;
        expect(new Set(codes.map((c) => c.code)).size).toBe(codes.length);
        for (const c of codes) {
          expect(Object.keys(TroubleCode.parse(c)).sort()).toEqual(Object.keys(c).sort());
          expect(c.code).toMatch(TROUBLE_CODE_PATTERN);
          expect(c.system).toBe(systemOf(c.code));
          expect(c.ecu.length).toBeGreaterThan(1);
          expect(c.description.length).toBeGreaterThan(40);
          expect(Date.parse(c.firstSeen)).toBeLessThanOrEqual(Date.parse(c.lastSeen));
          expect(Date.parse(c.lastSeen)).toBeLessThanOrEqual(clock.now());
          expect(c.occurrences).toBeGreaterThanOrEqual(1);
          expect(value(c.freezeFrame, 'Vehicle.Speed')).toEqual(expect.any(Number));
          expect(c.freezeFrame.find((s) => s.name === 'Vehicle.TraveledDistance')?.unit).toBe('m');
          statuses.add(c.status);
        }
        const times = codes.map((c) => c.lastSeen);
        expect([...times].sort().reverse()).toEqual(times);
      }
      clock.advance(5 * DAY + 7 * HOUR);
    }
    expect([...statuses]).toEqual(expect.arrayContaining(['active', 'permanent', 'stored']));
  });

  it('the faults behind alerts set a code the alert cites: the weak cell, the slow puncture, worn brake pads', () => {
    const { sim } = setup();
    const cites = (vin: string, alertCode: string) =>
      new Set(
        sim
          .alerts(vin)!
          .filter((a) => a.code === alertCode)
          .map((a) => a.troubleCode),
      );
    expect(cites(VINS.evSuv, 'HV_BATTERY_CELL_IMBALANCE')).toEqual(new Set(['P0A80']));
    expect(cites(VINS.dieselVan, 'TIRE_PRESSURE_LOW')).toEqual(new Set(['C0765']));
    const pads = ALL_VINS.flatMap((vin) => sim.alerts(vin)!.filter((a) => a.code === 'BRAKE_PADS_WORN'));
    expect(pads.length).toBeGreaterThan(0);
    for (const a of pads) expect(a.troubleCode).toBe('C1101');
    for (const vin of ALL_VINS)
      for (const a of sim.alerts(vin)!.filter((x) => x.active && x.troubleCode))
        expect(codeOf(sim, vin, a.troubleCode!)?.status, a.id).toBe('active');
  });

  it('status lists exactly the active and permanent codes, and counts them', () => {
    const { sim, clock } = setup();
    for (let k = 0; k < 10; k++) {
      for (const vin of ALL_VINS) {
        const want = sim
          .diagnostics(vin)!
          .filter((c) => c.status === 'active' || c.status === 'permanent')
          .map((c) => c.code)
          .sort();
        expect(listed(sim, vin)).toEqual(want);
        expect(value(sim.status(vin)!.signals, 'Vehicle.Diagnostics.DTCCount')).toBe(want.length);
      }
      clock.advance(3 * DAY + 5 * HOUR);
    }
  });

  it('a natural fault is pending in the drive cycle before its alert is raised', () => {
    const { sim } = setup();
    let checked = 0;
    for (const vin of ALL_VINS) {
      const alerts = sim.alerts(vin)!;
      const activeAt = (t: number, code: string) =>
        alerts.some(
          (a) =>
            a.troubleCode === code &&
            Date.parse(a.raisedAt) <= t &&
            (a.clearedAt === null || Date.parse(a.clearedAt) > t),
        );
      for (const alert of alerts.filter((a) => a.troubleCode).slice(0, 3)) {
        const raisedAt = Date.parse(alert.raisedAt);
        const t = raisedAt - PENDING_MS / 2;
        if (activeAt(t, alert.troubleCode!)) continue;
        const before = setup(t);
        expect(codeOf(before.sim, vin, alert.troubleCode!)?.status, alert.id).toBe('pending');
        expect(listed(before.sim, vin)).not.toContain(alert.troubleCode);
        const after = setup(raisedAt);
        expect(codeOf(after.sim, vin, alert.troubleCode!)?.status).toBe('active');
        expect(listed(after.sim, vin)).toContain(alert.troubleCode);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(3);
  });

  it('moves pending → active → stored through control, counting occurrences, with the freeze frame of when it was set', () => {
    const { sim, clock } = setup();
    const vin = VINS.evSedan;
    sim.apply({ kind: 'trouble-code-raise', vin, code: 'B1A23', pending: true, ecu: 'SCM' });
    const pendingAt = clock.now();
    expect(codeOf(sim, vin, 'B1A23')).toMatchObject({ status: 'pending', system: 'body', ecu: 'SCM', occurrences: 1 });
    expect(listed(sim, vin)).not.toContain('B1A23');
    clock.advance(HOUR);
    sim.apply({ kind: 'drive', vin, speedKmh: 80 });
    clock.advance(5 * 60_000);
    sim.apply({ kind: 'trouble-code-raise', vin, code: 'B1A23', severity: 'critical' });
    const code = codeOf(sim, vin, 'B1A23')!;
    expect(code).toMatchObject({ status: 'active', severity: 'critical', ecu: 'SCM', occurrences: 1 });
    expect(Date.parse(code.firstSeen)).toBe(pendingAt);
    expect(value(code.freezeFrame, 'Vehicle.Speed')).toBeGreaterThan(0);
    expect(code.freezeFrame.every((s) => Date.parse(s.timestamp) <= clock.now())).toBe(true);
    const alert = sim.alerts(vin)!.find((a) => a.active && a.troubleCode === 'B1A23')!;
    expect(alert.severity).toBe('critical');
    expect(listed(sim, vin)).toContain('B1A23');
    clock.advance(HOUR);
    sim.apply({ kind: 'trouble-code-clear', vin, code: 'B1A23' });
    expect(codeOf(sim, vin, 'B1A23')!.status).toBe('stored');
    expect(sim.alerts(vin)!.find((a) => a.id === alert.id)!.active).toBe(false);
    expect(listed(sim, vin)).not.toContain('B1A23');
    clock.advance(HOUR);
    sim.apply({ kind: 'trouble-code-raise', vin, code: 'B1A23' });
    expect(codeOf(sim, vin, 'B1A23')).toMatchObject({ status: 'active', occurrences: 2 });
    expect(Date.parse(codeOf(sim, vin, 'B1A23')!.lastSeen)).toBe(clock.now());
  });

  it('an emission-related code stays permanent (and listed) after its fault is gone, then stored, then ages out', () => {
    const { sim, clock } = setup();
    const vin = VINS.petrol;
    sim.apply({ kind: 'trouble-codes-erase', vin });
    clock.advance(1000);
    sim.apply({ kind: 'trouble-code-raise', vin, code: 'P0171' });
    expect(sim.alerts(vin)!.find((a) => a.active && a.troubleCode === 'P0171')?.code).toBe('P0171');
    clock.advance(HOUR);
    sim.apply({ kind: 'trouble-code-clear', vin, code: 'P0171' });
    expect(codeOf(sim, vin, 'P0171')!.status).toBe('permanent');
    expect(listed(sim, vin)).toContain('P0171');
    clock.advance(PERMANENT_MS);
    expect(codeOf(sim, vin, 'P0171')!.status).toBe('stored');
    expect(listed(sim, vin)).not.toContain('P0171');
    clock.advance(STORED_MS);
    expect(codeOf(sim, vin, 'P0171')).toBeUndefined();
  });

  it('an erase removes every code but the permanent ones', () => {
    const { sim, clock } = setup();
    const vin = VINS.evSedan;
    sim.apply({ kind: 'trouble-code-raise', vin, code: 'U0100' });
    sim.apply({ kind: 'trouble-code-raise', vin, code: 'C0561', pending: true });
    clock.advance(1000);
    sim.apply({ kind: 'trouble-codes-erase', vin });
    expect(sim.diagnostics(vin)).toEqual([]);
    expect(listed(sim, vin)).toEqual([]);
    expect(sim.alerts(vin)!.filter((a) => a.active && a.troubleCode)).toEqual([]);
    const petrol = VINS.petrol;
    sim.apply({ kind: 'trouble-code-raise', vin: petrol, code: 'P0455' });
    clock.advance(1000);
    sim.apply({ kind: 'trouble-codes-erase', vin: petrol });
    expect(sim.diagnostics(petrol)!.map((c) => [c.code, c.status])).toContainEqual(['P0455', 'permanent']);
  });

  it('refuses what does not apply, saying why', () => {
    const { sim } = setup();
    const vin = VINS.evSedan;
    expect(() => sim.apply({ kind: 'trouble-code-raise', vin, code: 'X0420' })).toThrow(/SAE J2012/);
    expect(() => sim.apply({ kind: 'trouble-code-raise', vin, code: 'p0420' })).toThrow(/SAE J2012/);
    expect(() => sim.apply({ kind: 'trouble-code-clear', vin, code: 'U0100' })).toThrow(/neither active nor pending/);
    sim.apply({ kind: 'trouble-code-raise', vin, code: 'U0100' });
    expect(() => sim.apply({ kind: 'trouble-code-raise', vin, code: 'U0100' })).toThrow(/already active/);
    expect(() => sim.apply({ kind: 'trouble-code-raise', vin, code: 'U0101', ecu: '' } as never)).toThrow(
      /ecu must be/,
    );
  });

  it('reset forgets what the control interface set', () => {
    const { sim } = setup();
    const before = sim.diagnostics(VINS.evSedan);
    sim.apply({ kind: 'trouble-code-raise', vin: VINS.evSedan, code: 'U0100' });
    sim.apply({ kind: 'reset' });
    expect(sim.diagnostics(VINS.evSedan)).toEqual(before);
  });
});
