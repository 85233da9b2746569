import { dateOf, localDay, monthStart, startOfLocalDay, weekStart } from './calendar';

/** The periods a trend covers, in the user's time zone: the last 30 or 90 days, the last 12 months, all kept. */
export const PERIODS = ['30d', '90d', '12m', 'all'] as const;
export type PeriodId = (typeof PERIODS)[number];
export const GRANULARITIES = ['day', 'week', 'month'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

/** The bucket size each period opens with. */
export const DEFAULT_GRANULARITY: Record<PeriodId, Granularity> = {
  '30d': 'day',
  '90d': 'week',
  '12m': 'month',
  all: 'month',
};

/** Whole local days, first to last; `from`/`to` are the instants the journeys list gets (start of first, end of last). */
export type Period = { id: PeriodId; firstDay: number; lastDay: number; from: string; to: string };

function period(id: PeriodId, firstDay: number, lastDay: number, timeZone: string): Period {
  return {
    id,
    firstDay,
    lastDay,
    from: new Date(startOfLocalDay(firstDay, timeZone)).toISOString(),
    to: new Date(startOfLocalDay(lastDay + 1, timeZone) - 1).toISOString(),
  };
}

/**
 * The period ending today (local). `all` starts at `earliest` (the first journey's instant) or today; the days
 * presets match the journeys view's ranges (today and the days before it).
 */
export function periodRange(id: PeriodId, now: number, timeZone: string, earliest?: number): Period {
  const today = localDay(now, timeZone);
  switch (id) {
    case '30d':
      return period(id, today - 29, today, timeZone);
    case '90d':
      return period(id, today - 89, today, timeZone);
    case '12m':
      return period(id, monthStart(today, -11), today, timeZone);
    case 'all':
      return period(
        id,
        Math.min(today, earliest === undefined ? today : localDay(earliest, timeZone)),
        today,
        timeZone,
      );
  }
}

/** The period of the same length just before (12 months: the 12 calendar months before); none for `all`. */
export function previousPeriod(p: Period, timeZone: string): Period | null {
  if (p.id === 'all') return null;
  if (p.id === '12m') return period(p.id, monthStart(p.firstDay, -12), p.firstDay - 1, timeZone);
  const length = p.lastDay - p.firstDay + 1;
  return period(p.id, p.firstDay - length, p.firstDay - 1, timeZone);
}

export const bucketStart = (dayNo: number, g: Granularity) =>
  g === 'day' ? dayNo : g === 'week' ? weekStart(dayNo) : monthStart(dayNo);
const nextBucket = (start: number, g: Granularity) =>
  g === 'day' ? start + 1 : g === 'week' ? start + 7 : monthStart(start, 1);

/** Every bucket that touches the period, empty ones included: first and last local day of each. */
export function bucketsOf(p: Pick<Period, 'firstDay' | 'lastDay'>, g: Granularity): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  for (let s = bucketStart(p.firstDay, g); s <= p.lastDay; s = nextBucket(s, g))
    out.push({ start: s, end: nextBucket(s, g) - 1 });
  return out;
}

/** A bucket's key: the date it starts (`YYYY-MM-DD`), or `YYYY-MM` for months. */
export const bucketKey = (start: number, g: Granularity) => (g === 'month' ? dateOf(start).slice(0, 7) : dateOf(start));
