import { describe, expect, it } from 'vitest';
import type { ChargerSession } from '../../../contract/chargers';
import { monthRangeFromSearch, monthsOf, presetMonths, searchForMonths } from './range';
import { energyByMonth, sessionsToCsv, sessionTotals } from './sessions';

const session = (id: string, startTime: string, energyKWh: number, vin: string | null = 'V1'): ChargerSession => ({
  id,
  connectorId: 1,
  vin,
  startTime,
  endTime: null,
  energyKWh,
  maxPowerKW: 7.5,
});

describe('charger sessions: months, totals and CSV', () => {
  it('energy per month counts each session in the month it started, and lists empty months as 0', () => {
    const sessions = [
      session('a', new Date(2026, 8, 3, 1).toISOString(), 10.25),
      session('b', new Date(2026, 8, 30, 23).toISOString(), 2),
      session('c', new Date(2026, 10, 1, 0, 30).toISOString(), 5),
    ];
    expect(energyByMonth(sessions, ['2026-09', '2026-10', '2026-11'])).toEqual([
      { month: '2026-09', energyKWh: 12.25, sessions: 2 },
      { month: '2026-10', energyKWh: 0, sessions: 0 },
      { month: '2026-11', energyKWh: 5, sessions: 1 },
    ]);
  });
  it('totals sum the energy, by car too (most first)', () => {
    const t = sessionTotals([session('a', '2026-09-01T00:00:00Z', 3), session('b', '2026-09-02T00:00:00Z', 5, 'V2')]);
    expect(t).toEqual({
      sessions: 2,
      energyKWh: 8,
      byVin: [
        { vin: 'V2', energyKWh: 5 },
        { vin: 'V1', energyKWh: 3 },
      ],
    });
  });
  it('CSV has one header row, CRLF ends, and an empty end for a running session', () => {
    expect(sessionsToCsv([session('a', '2026-09-01T00:00:00Z', 3)])).toBe(
      'id,connectorId,vin,startTime,endTime,energy_kWh,maxPower_kW\r\na,1,V1,2026-09-01T00:00:00Z,,3,7.5\r\n',
    );
  });
  it('the range is whole local months; an unusable URL falls back to the last 3 months and says so', () => {
    const now = new Date(2026, 10, 25, 12);
    const r = presetMonths('3m', now);
    expect([r.fromMonth, r.toMonth]).toEqual(['2026-09', '2026-11']);
    expect(r.from).toBe(new Date(2026, 8, 1).toISOString());
    expect(r.to).toBe(new Date(2026, 11, 1, 0, 0, 0, -1).toISOString());
    expect(monthsOf(r)).toEqual(['2026-09', '2026-10', '2026-11']);
    const custom = monthRangeFromSearch(
      searchForMonths({ preset: 'custom', fromMonth: '2025-12', toMonth: '2026-02' }),
      now,
    );
    expect(monthsOf(custom)).toEqual(['2025-12', '2026-01', '2026-02']);
    const bad = monthRangeFromSearch(new URLSearchParams('range=custom&from=2026-13&to=x'), now);
    expect(bad).toMatchObject({ preset: '3m', fromMonth: '2026-09', problem: { key: 'chargers.range.invalid' } });
    expect(monthRangeFromSearch(new URLSearchParams('range=5y'), now).problem?.key).toBe('chargers.range.unknown');
  });
});
