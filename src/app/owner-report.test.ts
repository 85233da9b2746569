import { afterEach, describe, expect, it } from 'vitest';
import type { Alert, Journey } from '../../contract';
import { setLocale, t } from '../lib/i18n';
import { journeyFixture } from '../utils/testing/journey';
import { browserTimeZone, EMPTY_PRICE_BOOK } from '../utils/trends';
import { journeyTotals } from '../features/journeys/format';
import { rangeFromSearch } from '../features/journeys/range';
import { reportCsv, type ReportData } from '../features/report/csv';
import { activeTroubleCodes, consumption, homeSessions, reportTotals, stateFacts } from '../features/report/model';

afterEach(() => setLocale('en'));

const range = rangeFromSearch(new URLSearchParams('range=custom&from=2026-03-01&to=2026-03-10'));
const timeZone = browserTimeZone();
const at = (day: number, hour: number) => new Date(2026, 2, day, hour, 0, 0).toISOString();
const trip = (day: number, hour: number, over: Partial<Journey> = {}) =>
  journeyFixture({
    id: `j-${day}-${hour}`,
    startTime: at(day, hour),
    endTime: new Date(Date.parse(at(day, hour)) + 1_800_000).toISOString(),
    distance: 10_000 + day * 1000,
    duration: 1800,
    energyUsed: 1.5 + day / 10,
    ...over,
  });
/** Inside the range, on its first and last local day, and one each side of it. */
const trips = [trip(1, 0), trip(4, 12), trip(10, 23), trip(10, 8, { energyUsed: undefined, fuelUsed: 2 })];
const outside = [trip(0, 23), trip(11, 0)];

const alert = (over: Partial<Alert>): Alert => ({
  id: 'a1',
  code: 'TPMS_LOW',
  severity: 'warning',
  active: true,
  title: 'Tyre pressure low',
  description: '',
  raisedAt: at(5, 9),
  clearedAt: null,
  signals: [],
  ...over,
});

const data = (over: Partial<ReportData> = {}): ReportData => ({
  vin: 'SDXE1S2A2RA100001',
  car: { data: { brand: 'Voltara', model: 'Aero', year: 2024 } },
  fromDate: range.fromDate,
  toDate: range.toDate,
  state: {
    data: stateFacts({
      doors: [{ state: 'closed', lock: 'locked', window: 'open' }],
      tyres: [{ isLow: false }],
      lids: [],
      odometer: { name: 'Vehicle.TraveledDistance', value: 12_345.6, unit: 'km', timestamp: at(10, 9) },
    }),
  },
  alerts: { data: [alert({})] },
  troubleCodes: { data: [] },
  trips: { data: trips },
  totals: reportTotals(trips, { range, timeZone, prices: EMPTY_PRICE_BOOK }),
  currency: 'EUR',
  ...over,
});

/** RFC 4180 rows back from the text (quoted fields with commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else {
      field += c;
    }
  }
  return rows;
}

describe('owner report totals', () => {
  it('equal the journeys view’s totals for the same range (journeys counted on the local day they start)', () => {
    const inRange = [...trips, ...outside].filter((j) => j.startTime >= range.from && j.startTime <= range.to);
    expect(inRange).toHaveLength(trips.length);
    const view = journeyTotals(inRange);
    const report = reportTotals([...trips, ...outside], { range, timeZone, prices: EMPTY_PRICE_BOOK });
    expect(report.journeys).toBe(view.count);
    expect(report.distance).toBe(view.distance);
    expect(report.duration).toBe(view.duration);
    expect(report.energyKWh).toBeCloseTo(view.energy, 9);
    expect(report.fuelL).toBeCloseTo(view.fuel, 9);
    expect([report.hasEnergy, report.hasFuel]).toEqual([view.hasEnergy, view.hasFuel]);
  });

  it('cost the journeys at the price of their day, and count the car’s own home charges only', () => {
    const prices = { currency: 'EUR', prices: [{ kind: 'kWh' as const, from: '2026-03-05', amount: 0.3 }] };
    const sessions = homeSessions('VIN1', [
      { id: 's1', connectorId: 1, vin: 'VIN1', startTime: at(3, 1), endTime: null, energyKWh: 20, maxPowerKW: 11 },
      { id: 's2', connectorId: 2, vin: 'VIN2', startTime: at(3, 1), endTime: null, energyKWh: 30, maxPowerKW: 11 },
      { id: 's3', connectorId: 1, vin: 'VIN1', startTime: at(12, 1), endTime: null, energyKWh: 40, maxPowerKW: 11 },
    ]);
    const totals = reportTotals(trips, { range, timeZone, prices, sessions });
    expect(totals.homeKWh).toBe(20);
    // Only the 10th's electric journey has a price (from the 5th); the 1st and 4th have none, the fuel one neither.
    expect(totals.cost).toBeCloseTo(2.5 * 0.3, 9);
    expect(totals.uncosted).toBe(3);
  });

  it('gives consumption per 100 km, per 100 mi and in mpg', () => {
    const f = reportTotals([trip(2, 8, { distance: 50_000, energyUsed: 8 })], {
      range,
      timeZone,
      prices: EMPTY_PRICE_BOOK,
    });
    expect(consumption(f, 'km')).toEqual([{ value: 16, unit: 'kWh/100 km' }]);
    expect(consumption(f, 'mi')[0]!.value).toBeCloseTo(25.75, 2);
  });

  it('keeps only active and permanent trouble codes', () => {
    const code = (status: 'active' | 'pending' | 'stored' | 'permanent') =>
      ({ code: `P0${status.length}00`, status, lastSeen: at(2, 1) }) as never;
    expect(activeTroubleCodes([code('active'), code('pending'), code('stored'), code('permanent')])).toHaveLength(2);
  });
});

describe('owner report CSV', () => {
  it('holds a block per part, a row per journey and the totals', () => {
    const rows = parseCsv(reportCsv(data(), { t, distance: 'km', timeZone }));
    expect(rows[0]).toEqual(['Report', 'SDXE1S2A2RA100001', '2026-03-01', '2026-03-10']);
    const journeys = rows.findIndex((r) => r[0] === 'Journeys' && r.length === 1);
    expect(rows[journeys + 1]).toEqual(['Start', 'End', 'Distance (km)', 'Duration (min)', 'Energy (kWh)', 'Fuel (l)']);
    expect(rows[journeys + 2]).toEqual(['2026-03-01 00:00', '2026-03-01 00:30', '11', '30', '1.6', '']);
    expect(rows[journeys + 2 + trips.length]).toEqual(['']); // a blank row after the last journey
    const totals = rows.findIndex((r) => r[0] === 'Totals');
    expect(rows[totals + 1]).toEqual(['Journeys', '4']);
    expect(rows[totals + 2]).toEqual(['Distance (km)', String((11 + 14 + 20 + 20) * 1)]);
    expect(rows.find((r) => r[0] === 'Odometer (km)')).toEqual(['Odometer (km)', '12346']);
    expect(rows.find((r) => r[0] === 'Windows open')).toEqual(['Windows open', '1']);
  });

  it('escapes commas, quotes, line breaks and formulas in the service’s text', () => {
    const title = 'Door "front", open\nnow';
    const rows = parseCsv(
      reportCsv(data({ alerts: { data: [alert({ title, code: '=HYPERLINK("x")' })] } }), {
        t,
        distance: 'km',
        timeZone,
      }),
    );
    const row = rows.find((r) => r[0] === 'Warning')!;
    expect(row[1]).toBe(title);
    expect(row[2]).toBe(`'=HYPERLINK("x")`);
  });

  it('names a missing part with its problem and correlation id, and keeps the others', () => {
    const rows = parseCsv(
      reportCsv(data({ troubleCodes: { problem: 'The service did not answer.', correlationId: 'abc-123' } }), {
        t,
        distance: 'km',
        timeZone,
      }),
    );
    const block = rows.findIndex((r) => r[0] === 'Active trouble codes');
    expect(rows[block + 1]).toEqual(['Not available: The service did not answer. (correlation ID abc-123)']);
    expect(rows.some((r) => r[0] === 'Journeys')).toBe(true);
  });

  it('writes German headers and the user’s distance unit', async () => {
    await setLocale('de');
    const text = reportCsv(data(), { t, distance: 'mi', timeZone });
    const rows = parseCsv(text);
    expect(rows[0]![0]).toBe('Bericht');
    const journeys = rows.findIndex((r) => r[0] === 'Fahrten' && r.length === 1);
    expect(rows[journeys + 1]).toEqual([
      'Beginn',
      'Ende',
      'Strecke (mi)',
      'Dauer (min)',
      'Energie (kWh)',
      'Kraftstoff (l)',
    ]);
    expect(rows[journeys + 2]![2]).toBe('6.8');
    expect(text).toContain('Summen');
    expect(text).not.toMatch(/\b(Journeys|Distance|Totals)\b/);
  });
});
