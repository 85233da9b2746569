import { describe, expect, it } from 'vitest';
import { buildTrends, fetchRange } from './build';
import { readTrendSearch, trendSearch } from './search';
import { bucketsToCsv } from './csv';
import { toRow } from './rows';
import { DEFAULT_UNITS } from '../../../utils/units';
import { NOW, trip } from './testing';

describe('a car’s trends', () => {
  it('asks for the period and the one before in one range; all asks for everything kept', () => {
    expect(fetchRange('30d', NOW, 'UTC')).toEqual({ from: '2026-09-27T00:00:00.000Z', to: '2026-11-25T23:59:59.999Z' });
    expect(fetchRange('all', NOW, 'UTC')).toEqual({ to: '2026-11-25T23:59:59.999Z' });
  });

  it('compares the period with the one before, from the same answer', () => {
    const trips = [
      trip('2026-10-01T08:00:00Z', 10),
      trip('2026-11-20T08:00:00Z', 30),
      trip('2026-11-21T08:00:00Z', 30),
    ];
    const t = buildTrends(trips, { id: '30d', granularity: 'week', now: NOW, timeZone: 'UTC' });
    expect(t.trends.totals.journeys).toBe(2);
    const distance = t.changes!.find((c) => c.figure === 'distance')!;
    expect(distance).toMatchObject({ current: 60_000, previous: 10_000, direction: 'up', ratio: 5 });
    const all = buildTrends(trips, { id: 'all', granularity: 'month', now: NOW, timeZone: 'UTC' });
    expect(all.changes).toBeNull();
    expect(all.trends.buckets.map((b) => b.key)).toEqual(['2026-10', '2026-11']);
  });

  it('does not compare with a period before that the journeys reach only in its second half (no older ones kept)', () => {
    const trips = [trip('2026-10-20T08:00:00Z', 5), trip('2026-11-20T08:00:00Z', 30)];
    const t = buildTrends(trips, { id: '30d', granularity: 'week', now: NOW, timeZone: 'UTC' });
    expect(t.changes).toEqual([]);
    expect(t.previousFrom).toBe(Date.parse('2026-10-20T08:00:00Z'));
    const early = buildTrends([trip('2026-10-05T08:00:00Z', 5), ...trips], {
      id: '30d',
      granularity: 'week',
      now: NOW,
      timeZone: 'UTC',
    });
    expect(early.previousFrom).toBeUndefined();
    expect(early.changes!.find((c) => c.figure === 'distance')).toMatchObject({ previous: 10_000 });
  });

  it('shows miles and mpg-free kWh/100 mi for a user who chose miles', () => {
    const t = buildTrends([trip('2026-11-20T08:00:00Z', 16.09344)], {
      id: '30d',
      granularity: 'day',
      now: NOW,
      timeZone: 'UTC',
    });
    const row = toRow(t.trends.totals, 'total', 'Whole period', { ...DEFAULT_UNITS, distance: 'mi' });
    expect(row.distance).toBeCloseTo(10, 9);
    expect(row.energyRate).toBeCloseTo(16 * 1.609344, 6);
  });

  it('exports every bucket as CSV in SI units, empty ones too', () => {
    const t = buildTrends([trip('2026-11-20T08:00:00Z', 10)], {
      id: '30d',
      granularity: 'week',
      now: NOW,
      timeZone: 'UTC',
    });
    const lines = bucketsToCsv(t.trends.buckets, 'EUR').trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^bucket,firstDay,lastDay,journeys,distance_m,duration_s,/);
    expect(lines).toHaveLength(t.trends.buckets.length + 1);
    expect(lines.find((l) => l.startsWith('2026-11-16'))).toContain(',1,10000,1800,20,1.6,16,');
  });

  it('reads and writes its URL: defaults left out, junk ignored', () => {
    expect(readTrendSearch(new URLSearchParams(''))).toEqual({ period: '90d', granularity: 'week' });
    expect(readTrendSearch(new URLSearchParams('period=12m&by=nonsense'))).toEqual({
      period: '12m',
      granularity: 'month',
    });
    expect(trendSearch({ period: '90d', granularity: 'week' }).toString()).toBe('');
    expect(trendSearch({ period: 'all', granularity: 'day' }).toString()).toBe('period=all&by=day');
  });
});
