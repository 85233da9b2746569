import { describe, expect, it } from 'vitest';
import { aggregate, busiest, type TripSummary } from './aggregate';
import { dayOfDate } from './calendar';
import { compareFigures } from './compare';
import { averageSpeedKmh, kWhPer100Km, litresPer100Km } from './figures';
import type { PriceBook } from './prices';

const trip = (startTime: string, minutes: number, over: Partial<TripSummary> = {}): TripSummary => ({
  startTime,
  endTime: new Date(Date.parse(startTime) + minutes * 60_000).toISOString(),
  distance: minutes * 500,
  duration: minutes * 60,
  energyUsed: minutes * 0.09,
  ...over,
});
const days = (first: string, last: string) => ({ firstDay: dayOfDate(first), lastDay: dayOfDate(last) });

describe('aggregate', () => {
  it('puts a journey on its local start day in the user’s zone', () => {
    const trips = [trip('2026-11-20T23:30:00Z', 20)];
    const utc = aggregate(trips, { period: days('2026-11-20', '2026-11-21'), granularity: 'day', timeZone: 'UTC' });
    const berlin = aggregate(trips, {
      period: days('2026-11-20', '2026-11-21'),
      granularity: 'day',
      timeZone: 'Europe/Berlin',
    });
    expect(utc.buckets.map((b) => b.journeys)).toEqual([1, 0]);
    expect(berlin.buckets.map((b) => b.journeys)).toEqual([0, 1]);
  });

  it('keeps empty buckets, with zeros and no rates', () => {
    const t = aggregate([trip('2026-11-03T08:00:00Z', 30)], {
      period: days('2026-11-01', '2026-11-07'),
      granularity: 'day',
      timeZone: 'UTC',
    });
    expect(t.buckets.map((b) => b.key)).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ]);
    expect(t.buckets.map((b) => b.distance)).toEqual([0, 0, 15_000, 0, 0, 0, 0]);
    expect(kWhPer100Km(t.buckets[0]!)).toBeNull();
    expect(averageSpeedKmh(t.buckets[0]!)).toBeNull();
    expect(
      aggregate([], { period: days('2026-11-01', '2026-11-07'), granularity: 'week', timeZone: 'UTC' }).totals,
    ).toMatchObject({ journeys: 0, distance: 0, cost: null });
  });

  it('a journey across midnight counts on its start day, its time split over both weekdays and hours', () => {
    // Friday 23:40 → Saturday 00:20, Berlin (UTC+1 in November).
    const t = aggregate([trip('2026-11-20T22:40:00Z', 40)], {
      period: days('2026-11-20', '2026-11-21'),
      granularity: 'day',
      timeZone: 'Europe/Berlin',
    });
    expect(t.buckets.map((b) => b.journeys)).toEqual([1, 0]);
    expect(t.hours[23]).toBe(20 * 60);
    expect(t.hours[0]).toBe(20 * 60);
    expect(t.weekdays[4]).toBe(20 * 60);
    expect(t.weekdays[5]).toBe(20 * 60);
    expect(busiest(t)).toMatchObject({ hour: 0 });
  });

  it('a journey on the last evening of a month counts in that month, not the next', () => {
    const t = aggregate([trip('2026-10-31T22:50:00Z', 30), trip('2026-11-01T09:00:00Z', 10)], {
      period: days('2026-10-01', '2026-11-30'),
      granularity: 'month',
      timeZone: 'America/New_York',
    });
    expect(t.buckets.map((b) => [b.key, b.journeys])).toEqual([
      ['2026-10', 1],
      ['2026-11', 1],
    ]);
  });

  it('days of 23 and 25 hours (DST) bucket by local date; driving hours follow the local clock', () => {
    // Europe/Berlin 2026-03-29: 02:00 → 03:00. A drive from 01:30 to 03:30 local is one hour of driving.
    const t = aggregate([trip('2026-03-29T00:30:00Z', 60), trip('2026-10-24T22:30:00Z', 10)], {
      period: days('2026-03-28', '2026-10-31'),
      granularity: 'week',
      timeZone: 'Europe/Berlin',
    });
    expect(t.hours[1]).toBe(30 * 60);
    expect(t.hours[3]).toBe(30 * 60);
    expect(t.hours[2]).toBe(0);
    const week = t.buckets.find((b) => b.key === '2026-03-23')!;
    expect(week.journeys).toBe(1);
    // 00:30 local on Sunday 25 October, summer time still (UTC+2).
    expect(t.buckets.find((b) => b.key === '2026-10-19')!.journeys).toBe(1);
  });

  it('sums every journey in the period, as the journeys view does, and leaves out those outside', () => {
    const trips = Array.from({ length: 200 }, (_, k) =>
      trip(new Date(Date.UTC(2026, 8, 1) + k * 13 * 3_600_000).toISOString(), 5 + (k % 40)),
    );
    const period = days('2026-09-05', '2026-10-20');
    const t = aggregate(trips, { period, granularity: 'week', timeZone: 'Europe/Berlin' });
    const inside = trips.filter((j) => {
      const local = new Date(
        Date.parse(j.startTime) + (Date.parse(j.startTime) < Date.UTC(2026, 9, 25, 1) ? 2 : 1) * 3_600_000,
      );
      const day = local.toISOString().slice(0, 10);
      return day >= '2026-09-05' && day <= '2026-10-20';
    });
    expect(t.totals.journeys).toBe(inside.length);
    expect(t.totals.distance).toBe(inside.reduce((a, j) => a + j.distance, 0));
    expect(t.totals.duration).toBe(inside.reduce((a, j) => a + j.duration, 0));
    expect(t.totals.energyKWh).toBeCloseTo(
      inside.reduce((a, j) => a + j.energyUsed!, 0),
      9,
    );
    expect(t.buckets.reduce((a, b) => a + b.journeys, 0)).toBe(inside.length);
    expect(t.hours.reduce((a, b) => a + b, 0)).toBe(t.totals.duration);
  });

  it('consumption is per 100 km over the period: energy for EVs, fuel for combustion, both for a hybrid', () => {
    const t = aggregate(
      [
        trip('2026-11-02T08:00:00Z', 60, { distance: 40_000, energyUsed: 6, fuelUsed: undefined }),
        trip('2026-11-03T08:00:00Z', 60, { distance: 60_000, energyUsed: 4, fuelUsed: 3 }),
      ],
      { period: days('2026-11-01', '2026-11-07'), granularity: 'day', timeZone: 'UTC' },
    );
    expect(kWhPer100Km(t.totals)).toBeCloseTo(10, 9);
    expect(litresPer100Km(t.totals)).toBeCloseTo(3, 9);
    expect(kWhPer100Km(t.buckets[1]!)).toBeCloseTo(15, 9);
    expect(litresPer100Km(t.buckets[1]!)).toBeNull();
    expect(averageSpeedKmh(t.totals)).toBeCloseTo(50, 9);
  });

  it('costs each journey at the price of its local day: a new price does not rewrite the past', () => {
    const prices: PriceBook = {
      currency: 'EUR',
      prices: [
        { kind: 'kWh', from: '2026-11-01', amount: 0.3 },
        { kind: 'kWh', from: '2026-11-04', amount: 0.5 },
        { kind: 'litre', from: '2026-11-01', amount: 1.8 },
      ],
    };
    const trips = [
      trip('2026-10-31T08:00:00Z', 10, { energyUsed: 1 }),
      trip('2026-11-03T23:30:00Z', 10, { energyUsed: 2 }), // 4 November, 00:30 in Berlin
      trip('2026-11-03T08:00:00Z', 10, { energyUsed: 10 }),
      trip('2026-11-05T08:00:00Z', 10, { energyUsed: 10, fuelUsed: 2 }),
    ];
    const t = aggregate(trips, {
      period: days('2026-10-31', '2026-11-06'),
      granularity: 'day',
      timeZone: 'Europe/Berlin',
      prices,
    });
    expect(t.buckets[0]).toMatchObject({ cost: null, uncosted: 1 });
    expect(t.buckets[3]!.cost).toBeCloseTo(3, 9);
    expect(t.buckets[4]!.cost).toBeCloseTo(1, 9);
    expect(t.buckets[5]!.cost).toBeCloseTo(5 + 3.6, 9);
    expect(t.totals.cost).toBeCloseTo(12.6, 9);
    expect(t.totals.uncosted).toBe(1);
    const later = aggregate(trips, {
      period: days('2026-10-31', '2026-11-06'),
      granularity: 'day',
      timeZone: 'Europe/Berlin',
      prices: { ...prices, prices: [...prices.prices, { kind: 'kWh', from: '2026-11-06', amount: 0.9 }] },
    });
    expect(later.totals.cost).toBeCloseTo(12.6, 9);
  });
});

describe('compareFigures', () => {
  it('says up, down or the same, with the change and its share of the previous period', () => {
    const period = days('2026-11-01', '2026-11-07');
    const a = aggregate([trip('2026-11-02T08:00:00Z', 60)], { period, granularity: 'day', timeZone: 'UTC' }).totals;
    const b = aggregate([trip('2026-11-02T08:00:00Z', 30), trip('2026-11-03T08:00:00Z', 30)], {
      period,
      granularity: 'day',
      timeZone: 'UTC',
    }).totals;
    const changes = Object.fromEntries(compareFigures(b, a).map((c) => [c.figure, c]));
    expect(changes.journeys).toMatchObject({ current: 2, previous: 1, delta: 1, ratio: 1, direction: 'up' });
    expect(changes.distance!.direction).toBe('same');
    const none = aggregate([], { period, granularity: 'day', timeZone: 'UTC' }).totals;
    const fromZero = Object.fromEntries(compareFigures(a, none).map((c) => [c.figure, c]));
    expect(fromZero.distance).toMatchObject({ direction: 'up', ratio: null });
    expect(fromZero.kWhPer100Km).toBeUndefined();
    expect(Object.fromEntries(compareFigures(none, a).map((c) => [c.figure, c])).journeys!.direction).toBe('down');
  });
});
