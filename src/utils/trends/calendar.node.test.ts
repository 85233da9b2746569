import { describe, expect, it } from 'vitest';
import { dateOf, dayNumber, dayOfDate, localDay, localParts, monthStart, startOfLocalDay, weekStart } from './calendar';
import { bucketsOf, periodRange, previousPeriod } from './periods';
import { exactOffset } from './zone-offset';

const at = (iso: string) => Date.parse(iso);

describe('calendar in a time zone', () => {
  it('an instant falls on the local day of its zone, not of UTC', () => {
    const t = at('2026-11-20T23:30:00Z');
    expect(dateOf(localDay(t, 'UTC'))).toBe('2026-11-20');
    expect(dateOf(localDay(t, 'Europe/Berlin'))).toBe('2026-11-21');
    expect(dateOf(localDay(t, 'America/Los_Angeles'))).toBe('2026-11-20');
    expect(localParts(t, 'Asia/Kolkata')).toMatchObject({ day: 21, hour: 5, minute: 0, weekday: 5 });
  });

  it('local midnight is found on either side of a DST change, and on a day whose midnight is skipped', () => {
    // Berlin: 2026-03-29 is 23 hours long, 2026-10-25 is 25 hours long.
    const mar29 = dayOfDate('2026-03-29');
    expect(new Date(startOfLocalDay(mar29, 'Europe/Berlin')).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfLocalDay(mar29 + 1, 'Europe/Berlin') - startOfLocalDay(mar29, 'Europe/Berlin')).toBe(23 * 3_600_000);
    const oct25 = dayOfDate('2026-10-25');
    expect(startOfLocalDay(oct25 + 1, 'Europe/Berlin') - startOfLocalDay(oct25, 'Europe/Berlin')).toBe(25 * 3_600_000);
    // Santiago springs forward at midnight (2026-09-06 00:00 → 01:00): the day starts at 01:00 local.
    const sep6 = dayOfDate('2026-09-06');
    const start = startOfLocalDay(sep6, 'America/Santiago');
    expect(localParts(start, 'America/Santiago')).toMatchObject({ day: 6, hour: 1, minute: 0 });
    expect(localDay(start - 1, 'America/Santiago')).toBe(sep6 - 1);
  });

  it('the local time from the offset kept per day equals Intl’s, on days of DST changes and in odd zones too', () => {
    const zones = ['Europe/Berlin', 'America/Santiago', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'America/New_York'];
    // Every four hours and a bit over two years: through every change of these zones, at many times of day.
    const wrong: string[] = [];
    for (const zone of zones)
      for (let t = at('2025-01-01T00:00:00Z'); t < at('2027-01-01T00:00:00Z'); t += 241 * 60_000 + 1_234) {
        const wall = new Date(Math.floor(t / 1000) * 1000 + exactOffset(t, zone)).toISOString().slice(0, 19);
        const p = localParts(t, zone);
        const ours = `${dateOf(dayNumber(p.year, p.month, p.day))}T${[p.hour, p.minute, p.second].map((n) => String(n).padStart(2, '0')).join(':')}`;
        if (ours !== wall) wrong.push(`${zone} ${new Date(t).toISOString()}: ${ours}, Intl ${wall}`);
      }
    expect(wrong).toEqual([]);
  });

  it('weeks start on Monday and months on the first, across a year end', () => {
    expect(dateOf(weekStart(dayOfDate('2026-11-22')))).toBe('2026-11-16'); // a Sunday
    expect(dateOf(weekStart(dayOfDate('2026-11-23')))).toBe('2026-11-23'); // a Monday
    expect(dateOf(monthStart(dayOfDate('2026-01-31'), -1))).toBe('2025-12-01');
    expect(dateOf(monthStart(dayOfDate('2026-12-15'), 1))).toBe('2027-01-01');
  });
});

describe('periods', () => {
  const now = at('2026-11-25T21:00:00Z');

  it('the last 30 and 90 days end with today and are whole local days, as the journeys view’s range', () => {
    const p = periodRange('90d', now, 'Europe/Berlin');
    expect(dateOf(p.lastDay)).toBe('2026-11-25');
    expect(dateOf(p.firstDay)).toBe('2026-08-28');
    expect(p.from).toBe('2026-08-27T22:00:00.000Z'); // summer time then
    expect(p.to).toBe('2026-11-25T22:59:59.999Z');
    expect(periodRange('30d', now, 'Asia/Tokyo').lastDay).toBe(dayOfDate('2026-11-26'));
  });

  it('12 months are calendar months with the current one, and the previous period has the same length', () => {
    const p = periodRange('12m', now, 'UTC');
    expect(dateOf(p.firstDay)).toBe('2025-12-01');
    const prev = previousPeriod(p, 'UTC')!;
    expect([dateOf(prev.firstDay), dateOf(prev.lastDay)]).toEqual(['2024-12-01', '2025-11-30']);
    const d30 = periodRange('30d', now, 'UTC');
    const before = previousPeriod(d30, 'UTC')!;
    expect(before.lastDay - before.firstDay).toBe(d30.lastDay - d30.firstDay);
    expect(before.lastDay).toBe(d30.firstDay - 1);
    expect(previousPeriod(periodRange('all', now, 'UTC'), 'UTC')).toBeNull();
  });

  it('all starts on the first journey’s local day', () => {
    const p = periodRange('all', now, 'Europe/Berlin', at('2021-05-03T22:30:00Z'));
    expect(dateOf(p.firstDay)).toBe('2021-05-04');
  });

  it('buckets cover the period without gaps, the first and last cut to it', () => {
    const p = { firstDay: dayOfDate('2026-01-30'), lastDay: dayOfDate('2026-03-02') };
    expect(bucketsOf(p, 'month').map((b) => dateOf(b.start))).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
    expect(bucketsOf(p, 'day')).toHaveLength(32);
    const weeks = bucketsOf(p, 'week');
    for (let k = 1; k < weeks.length; k++) expect(weeks[k]!.start).toBe(weeks[k - 1]!.end + 1);
  });
});
