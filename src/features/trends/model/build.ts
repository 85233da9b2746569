import {
  aggregate,
  compareFigures,
  periodRange,
  previousPeriod,
  type Change,
  type ChargeSummary,
  type Granularity,
  type Period,
  type PeriodId,
  type PriceBook,
  type Trends,
  type TripSummary,
} from '../../../utils/trends';
import type { SummaryRange } from '../api/get-trip-summaries';

/** What to ask the service for a period: the period and the one before it, in one range (all: everything kept). */
export function fetchRange(id: PeriodId, now: number, timeZone: string): SummaryRange {
  const p = periodRange(id, now, timeZone);
  const before = previousPeriod(p, timeZone);
  return before ? { from: before.from, to: p.to } : { to: p.to };
}

export type CarTrends = {
  period: Period;
  trends: Trends;
  previous: Period | null;
  changes: Change[] | null;
  /** When the summaries start past the middle of the period before (the service keeps no older journeys): their first day, and no changes. */
  previousFrom?: number;
};

/** Whether the oldest summary reaches back into the first half of the period before (enough of it to compare with). */
const reachesBack = (previous: Period, earliest: number) =>
  earliest <= (Date.parse(previous.from) + Date.parse(previous.to)) / 2;

/** A car's trends for a period from the summaries of `fetchRange`, compared with the period before. */
export type BuildOptions = {
  id: PeriodId;
  granularity: Granularity;
  now: number;
  timeZone: string;
  prices?: PriceBook;
  sessions?: readonly ChargeSummary[];
};

/** One car's summaries and what to build of them: what the worker gets (`build.worker.ts`). */
export type BuildJob = { trips: readonly TripSummary[]; options: BuildOptions };

export function buildTrends(trips: readonly TripSummary[], o: BuildOptions): CarTrends {
  const earliest = trips.length ? Date.parse(trips[0]!.startTime) : undefined;
  const period = periodRange(o.id, o.now, o.timeZone, earliest);
  const common = { granularity: o.granularity, timeZone: o.timeZone, prices: o.prices, sessions: o.sessions };
  const trends = aggregate(trips, { ...common, period });
  const previous = previousPeriod(period, o.timeZone);
  if (previous && earliest !== undefined && !reachesBack(previous, earliest))
    return { period, trends, previous, changes: [], previousFrom: earliest };
  const changes = previous
    ? compareFigures(trends.totals, aggregate(trips, { ...common, period: previous }).totals)
    : null;
  return { period, trends, previous, changes };
}
