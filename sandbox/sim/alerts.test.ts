import { describe, expect, it } from 'vitest';
import { Alert, SEVERITIES } from '../../contract';
import { ALL_VINS, DAY, HOUR, T0, VINS, setup, value } from './test-helpers';

describe('alerts', () => {
  it('come in every severity, active and cleared, newest first, with ids, titles, descriptions and evidence', () => {
    const { sim } = setup();
    const all = ALL_VINS.flatMap((vin) => sim.alerts(vin)!);
    for (const a of all) Alert.parse(a);
    for (const severity of SEVERITIES) {
      expect(
        all.some((a) => a.severity === severity && a.active),
        `${severity} active`,
      ).toBe(true);
      expect(
        all.some((a) => a.severity === severity && !a.active),
        `${severity} cleared`,
      ).toBe(true);
    }
    for (const vin of ALL_VINS) {
      const list = sim.alerts(vin)!;
      const raised = list.map((a) => a.raisedAt);
      expect([...raised].sort().reverse()).toEqual(raised);
      expect(new Set(list.map((a) => a.id)).size).toBe(list.length);
      for (const a of list) {
        expect(Date.parse(a.raisedAt)).toBeGreaterThanOrEqual(T0 - 90 * DAY);
        expect(Date.parse(a.raisedAt)).toBeLessThanOrEqual(T0);
        expect(a.active).toBe(a.clearedAt === null);
        if (a.clearedAt) expect(Date.parse(a.clearedAt)).toBeGreaterThanOrEqual(Date.parse(a.raisedAt));
        expect(a.title.length).toBeGreaterThan(3);
        expect(a.description.length).toBeGreaterThan(40);
        expect(a.signals.length).toBeGreaterThan(0);
        for (const s of a.signals) expect(Date.parse(s.timestamp)).toBeLessThanOrEqual(Date.parse(a.raisedAt));
      }
    }
    expect(Math.max(...ALL_VINS.map((vin) => sim.alerts(vin)!.length))).toBeGreaterThanOrEqual(40);
    expect(all.some((a) => /^P[0-9A-F]{4}$/.test(a.code))).toBe(true);
  });

  it('carry exactly the contract’s members, active or cleared (no simulator-internal field such as clearsAt)', () => {
    const { sim } = setup();
    const members = Object.keys(Alert.shape).sort();
    const all = ALL_VINS.flatMap((vin) => sim.alerts(vin)!);
    expect(all.some((a) => a.active) && all.some((a) => !a.active)).toBe(true);
    expect(all.some((a) => a.troubleCode) && all.some((a) => !a.troubleCode)).toBe(true);
    for (const a of all)
      expect(Object.keys(a).sort(), a.id).toEqual(members.filter((m) => m !== 'troubleCode' || a.troubleCode));
  });

  it('the SUV has an active HV_BATTERY_CELL_IMBALANCE warning whose evidence names the weak cell', () => {
    const { sim, clock } = setup();
    for (let k = 0; k < 10; k++) {
      const a = sim.alerts(VINS.evSuv)!.filter((x) => x.code === 'HV_BATTERY_CELL_IMBALANCE' && x.active);
      expect(a).toHaveLength(1);
      expect(a[0]!.severity).toBe('warning');
      expect(value(a[0]!.signals, 'Vehicle.Powertrain.TractionBattery.CellVoltage.IdMin')).toBe(137);
      clock.advance(4 * DAY + 5 * HOUR);
    }
  });

  it('the van has a slow puncture all the time: low pressure on Row2.Right with an active TIRE_PRESSURE_LOW, pressure falling', () => {
    const { sim, clock } = setup();
    let previous: number | undefined;
    for (let k = 0; k < 30; k++) {
      const s = sim.status(VINS.dieselVan)!.signals;
      expect(value(s, 'Vehicle.Chassis.Axle.Row2.Wheel.Right.Tire.IsPressureLow')).toBe(true);
      expect(value(s, 'Vehicle.Chassis.Axle.Row1.Wheel.Left.Tire.IsPressureLow')).toBe(false);
      const tyre = sim.alerts(VINS.dieselVan)!.filter((a) => a.code === 'TIRE_PRESSURE_LOW' && a.active);
      expect(tyre).toHaveLength(1);
      expect(value(tyre[0]!.signals, 'Vehicle.Chassis.Axle.Row2.Wheel.Right.Tire.IsPressureLow')).toBe(true);
      void previous;
      previous = value(s, 'Vehicle.Chassis.Axle.Row2.Wheel.Right.Tire.Pressure') as number;
      clock.advance(11 * HOUR);
    }
    const cleared = sim.alerts(VINS.dieselVan)!.filter((a) => a.code === 'TIRE_PRESSURE_LOW' && !a.active);
    expect(cleared.length).toBeGreaterThan(5);
  });

  it('status reflects active alerts: washer fluid; its DTC list is exactly the active and permanent trouble codes', () => {
    const { sim, clock } = setup();
    for (let k = 0; k < 20; k++) {
      for (const vin of ALL_VINS) {
        const active = sim
          .alerts(vin)!
          .filter((a) => a.active)
          .map((a) => a.code);
        const s = sim.status(vin)!.signals;
        const dtcs = value(s, 'Vehicle.Diagnostics.DTCList') as string[];
        const listed = sim.diagnostics(vin)!.filter((c) => c.status === 'active' || c.status === 'permanent');
        expect(dtcs).toEqual(listed.map((c) => c.code).sort());
        expect(value(s, 'Vehicle.Diagnostics.DTCCount')).toBe(dtcs.length);
        expect(value(s, 'Vehicle.Body.Windshield.Front.WasherFluid.IsLevelLow')).toBe(
          active.includes('WASHER_FLUID_LOW'),
        );
      }
      clock.advance(9 * HOUR);
    }
  });

  it('SERVICE_DUE is raised when the daily service report says due and cleared when the service is done, matching status', () => {
    const { sim, clock } = setup(T0 - 200 * DAY);
    let raised = 0;
    for (let k = 0; k < 200 / 4; k++) {
      for (const vin of ALL_VINS) {
        const s = sim.status(vin)!.signals;
        const due = value(s, 'Vehicle.Service.IsServiceDue') as boolean;
        const alerts = sim.alerts(vin)!.filter((a) => a.code === 'SERVICE_DUE');
        expect(alerts.some((a) => a.active)).toBe(due);
        for (const a of alerts) {
          expect(value(a.signals, 'Vehicle.Service.IsServiceDue')).toBe(true);
          const km = value(a.signals, 'Vehicle.Service.DistanceToService') as number;
          const seconds = value(a.signals, 'Vehicle.Service.TimeToService') as number;
          expect(km < 1000 || seconds < 30 * 86_400).toBe(true);
        }
        raised += alerts.length;
      }
      clock.advance(4 * DAY);
    }
    expect(raised).toBeGreaterThan(0);
  });
});
