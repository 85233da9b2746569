import { describe, expect, it } from 'vitest';
import { aggregate, type TripSummary } from './aggregate';
import { dayOfDate } from './calendar';
import { homeShare } from './figures';
import type { ChargeSummary } from './home-charging';
import type { Granularity } from './periods';

const drive = (startTime: string, kWh: number): TripSummary => ({
  startTime,
  endTime: startTime,
  distance: kWh * 6000,
  duration: 1800,
  energyUsed: kWh,
});
const charge = (startTime: string, endTime: string | null, energyKWh: number): ChargeSummary => ({
  startTime,
  endTime,
  energyKWh,
});
const home = (
  trips: TripSummary[],
  sessions: ChargeSummary[],
  first: string,
  last: string,
  granularity: Granularity,
  timeZone = 'UTC',
) =>
  aggregate(trips, {
    period: { firstDay: dayOfDate(first), lastDay: dayOfDate(last) },
    granularity,
    timeZone,
    sessions,
  });

describe('energy charged at home against energy driven', () => {
  it('a session across midnight is split over both days by its time on each', () => {
    // 22:00 to 06:00 UTC: two hours on the 1st, six on the 2nd.
    const t = home([], [charge('2026-11-01T22:00:00Z', '2026-11-02T06:00:00Z', 40)], '2026-11-01', '2026-11-03', 'day');
    expect(t.buckets.map((b) => b.homeKWh)).toEqual([10, 30, 0]);
    expect(t.totals.homeKWh).toBe(40);
  });

  it('a session across a month end gives each month its part; one across a week end each week', () => {
    const s = [charge('2026-10-31T20:00:00Z', '2026-11-01T04:00:00Z', 16)];
    const months = home([], s, '2026-10-01', '2026-11-30', 'month');
    expect(months.buckets.map((b) => [b.key, b.homeKWh])).toEqual([
      ['2026-10', 8],
      ['2026-11', 8],
    ]);
    // Sunday 1 November 2026 → Monday 2 November: the week of 26 October, then that of 2 November.
    const weeks = home(
      [],
      [charge('2026-11-01T23:00:00Z', '2026-11-02T01:00:00Z', 10)],
      '2026-10-26',
      '2026-11-08',
      'week',
    );
    expect(weeks.buckets.map((b) => b.homeKWh)).toEqual([5, 5]);
  });

  it('splits at local midnight in the user’s zone, on a day of a DST change too', () => {
    const s = [charge('2026-11-01T22:00:00Z', '2026-11-02T06:00:00Z', 40)];
    // Berlin (UTC+1): 23:00 to 07:00 local, one hour before midnight.
    expect(home([], s, '2026-11-01', '2026-11-02', 'day', 'Europe/Berlin').buckets.map((b) => b.homeKWh)).toEqual([
      5, 35,
    ]);
    // New York (UTC−5): 17:00 to 01:00 local, seven hours before midnight.
    expect(home([], s, '2026-11-01', '2026-11-02', 'day', 'America/New_York').buckets.map((b) => b.homeKWh)).toEqual([
      35, 5,
    ]);
    // Berlin, night of 24 to 25 October 2026 (25 hours): 22:00 summer time to 04:00 winter time is seven hours.
    const dst = home(
      [],
      [charge('2026-10-24T20:00:00Z', '2026-10-25T03:00:00Z', 70)],
      '2026-10-24',
      '2026-10-25',
      'day',
      'Europe/Berlin',
    );
    expect(dst.buckets.map((b) => b.homeKWh)).toEqual([20, 50]);
  });

  it('keeps only the part inside the period; a running session counts on its start day', () => {
    const t = home(
      [],
      [
        charge('2026-10-31T18:00:00Z', '2026-11-01T02:00:00Z', 8), // 2 of its 8 hours in the period
        charge('2026-11-03T10:00:00Z', null, 3),
        charge('2026-09-01T10:00:00Z', '2026-09-01T12:00:00Z', 50),
      ],
      '2026-11-01',
      '2026-11-03',
      'day',
    );
    expect(t.buckets.map((b) => b.homeKWh)).toEqual([2, 0, 3]);
  });

  it('the share charged at home is of the energy driven, per bucket and for the period, at most all of it', () => {
    const t = home(
      [drive('2026-11-01T08:00:00Z', 10), drive('2026-11-02T08:00:00Z', 20)],
      [
        charge('2026-11-01T20:00:00Z', '2026-11-01T22:00:00Z', 15),
        charge('2026-11-02T20:00:00Z', '2026-11-02T21:00:00Z', 5),
      ],
      '2026-11-01',
      '2026-11-03',
      'day',
    );
    expect(t.buckets.map(homeShare)).toEqual([1, 0.25, null]);
    expect(homeShare(t.totals)).toBeCloseTo(20 / 30, 9);
    // Without sessions nothing is said about home charging.
    expect(home([drive('2026-11-01T08:00:00Z', 10)], [], '2026-11-01', '2026-11-01', 'day').totals.homeKWh).toBe(0);
    expect(
      aggregate([], {
        period: { firstDay: dayOfDate('2026-11-01'), lastDay: dayOfDate('2026-11-01') },
        granularity: 'day',
        timeZone: 'UTC',
      }).totals.homeKWh,
    ).toBeNull();
  });
});
