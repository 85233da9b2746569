import { describe, expect, it } from 'vitest';
import { FLEET } from '../fleet';
import { DAY, HOUR, T0, VINS, num, setup, value } from './test-helpers';

const TB = 'Vehicle.Powertrain.TractionBattery';
const cellsOf = (signals: { name: string; value: unknown }[]) =>
  value(signals as never, `${TB}.CellVoltage.CellVoltages`) as number[];
const tempsOf = (signals: { name: string; value: unknown }[]) =>
  value(signals as never, `${TB}.Temperature.CellTemperature`) as number[];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('hv-battery and ev bodies', () => {
  it('are undefined for the petrol car and the diesel van', () => {
    const { sim } = setup();
    for (const vin of [VINS.petrol, VINS.dieselVan]) {
      expect(sim.ev(vin)).toBeUndefined();
      expect(sim.hvBattery(vin)).toBeUndefined();
    }
  });

  it('have one voltage and one temperature per cell, plausible and consistent with the statistics', () => {
    const { sim, clock } = setup(T0 - DAY);
    for (let k = 0; k < 8; k++) {
      for (const v of FLEET.filter((f) => f.cellCount)) {
        const s = sim.hvBattery(v.vin)!.signals;
        const volts = cellsOf(s);
        const temps = tempsOf(s);
        expect(volts).toHaveLength(v.cellCount!);
        expect(temps).toHaveLength(v.cellCount!);
        expect(num(s, `${TB}.VDS.CellCount`)).toBe(v.cellCount);
        for (const x of volts) {
          expect(x).toBeGreaterThan(3.3);
          expect(x).toBeLessThan(4.25);
        }
        for (const t of temps) {
          expect(t).toBeGreaterThan(-25);
          expect(t).toBeLessThan(60);
        }
        expect(num(s, `${TB}.CellVoltage.Min`)).toBe(Math.min(...volts));
        expect(num(s, `${TB}.CellVoltage.Max`)).toBe(Math.max(...volts));
        expect(volts[num(s, `${TB}.CellVoltage.IdMin`)]).toBe(Math.min(...volts));
        expect(volts[num(s, `${TB}.CellVoltage.IdMax`)]).toBe(Math.max(...volts));
        expect(num(s, `${TB}.Temperature.Min`)).toBe(Math.min(...temps));
        expect(num(s, `${TB}.Temperature.Max`)).toBe(Math.max(...temps));
        expect(
          Math.abs(num(s, `${TB}.Temperature.Average`) - temps.reduce((a, b) => a + b, 0) / temps.length),
        ).toBeLessThan(0.06);
        const pack = volts.reduce((a, b) => a + b, 0);
        expect(Math.abs(num(s, `${TB}.CurrentVoltage`) - pack)).toBeLessThan(0.1);
        expect(
          Math.abs(num(s, `${TB}.CurrentPower`) - num(s, `${TB}.CurrentVoltage`) * num(s, `${TB}.CurrentCurrent`)),
        ).toBeLessThan(Math.abs(num(s, `${TB}.CurrentPower`)) * 0.01 + 60);
        expect(num(s, `${TB}.VDS.CycleCount`)).toBeGreaterThan(0);
        expect(num(s, `${TB}.AccumulatedChargedEnergy`)).toBeGreaterThan(0);
        // Healthy cells sit within ±5 mV (plus load) of the pack median, except the SUV's weak one.
        const m = median(volts);
        const outliers = volts.filter((x) => Math.abs(x - m) > 0.008);
        expect(outliers.length).toBeLessThanOrEqual(v.vin === VINS.evSuv ? 1 : 0);
      }
      clock.advance(3 * HOUR);
    }
  });

  it('cell voltages follow the state of charge (3.5 V empty to 4.2 V full)', () => {
    const { sim } = setup();
    const s = sim.hvBattery(VINS.evSedan)!.signals;
    const soc = num(s, `${TB}.StateOfCharge.Current`);
    const m = median(cellsOf(s));
    expect(m).toBeGreaterThan(3.5 + 0.7 * (soc / 100) - 0.1);
    expect(m).toBeLessThan(3.5 + 0.7 * (soc / 100) + 0.1);
  });

  it('the SUV has one weak cell 60–80 mV below the rest (it is IdMin), a warm module and 81 % health; the sedan 97 %', () => {
    const { sim, clock } = setup();
    for (let k = 0; k < 6; k++) {
      const s = sim.hvBattery(VINS.evSuv)!.signals;
      const volts = cellsOf(s);
      const idMin = num(s, `${TB}.CellVoltage.IdMin`);
      const others = volts.filter((_, i) => i !== idMin);
      const gap = median(others) - volts[idMin]!;
      expect(gap).toBeGreaterThanOrEqual(0.06);
      expect(gap).toBeLessThanOrEqual(0.08);
      expect(idMin).toBe(137);
      const temps = tempsOf(s);
      const warm = temps.slice(144, 160);
      expect(median(warm) - median(temps)).toBeGreaterThan(3);
      expect(num(s, `${TB}.StateOfHealth`)).toBeCloseTo(81, 0);
      clock.advance(7 * HOUR);
    }
    expect(num(sim.hvBattery(VINS.evSedan)!.signals, `${TB}.StateOfHealth`)).toBeCloseTo(97, 0);
  });
});

describe('ev body', () => {
  it('the sedan charges at home during some hours of the day, both states appear, with a session', () => {
    const { sim, clock } = setup(Date.UTC(2026, 10, 18, 0, 0));
    const states = new Set<boolean>();
    let sawOpenSession = false;
    let previous: number | undefined;
    for (let k = 0; k < 6 * 24; k++) {
      const ev = sim.ev(VINS.evSedan)!;
      const charging = value(ev.signals, `${TB}.Charging.IsCharging`) as boolean;
      states.add(charging);
      const soc = num(ev.signals, `${TB}.StateOfCharge.Current`);
      if (charging) {
        expect(num(ev.signals, `${TB}.Charging.VDS.Power`)).toBeGreaterThan(5);
        expect(num(ev.signals, `${TB}.Charging.TimeToComplete`)).toBeGreaterThan(0);
        expect(value(ev.signals, `${TB}.Charging.ChargingPort.AnyPosition.IsChargingCableConnected`)).toBe(true);
        expect(ev.chargingSession!.end).toBeNull();
        expect(ev.chargingSession!.location).toEqual({ latitude: 52.52, longitude: 13.405 });
        if (previous !== undefined) expect(soc).toBeGreaterThanOrEqual(previous);
        sawOpenSession = true;
      } else {
        expect(num(ev.signals, `${TB}.Charging.VDS.Power`)).toBe(0);
      }
      previous = charging ? soc : undefined;
      clock.advance(10 * 60_000);
    }
    expect(states).toEqual(new Set([true, false]));
    expect(sawOpenSession).toBe(true);
    const last = sim.ev(VINS.evSedan)!.chargingSession!;
    expect(last.energyAdded).toBeGreaterThan(0);
    expect(last.maxPower).toBeGreaterThanOrEqual(last.averagePower);
  });
});
