import { DEFAULT_GRANULARITY, GRANULARITIES, PERIODS, type Granularity, type PeriodId } from '../../../utils/trends';

export type TrendChoice = { period: PeriodId; granularity: Granularity };
const DEFAULT_PERIOD: PeriodId = '90d';

/** `period` and `by` from the URL; anything unknown falls back to the default (90 days, by week). */
export function readTrendSearch(search: URLSearchParams): TrendChoice {
  const p = search.get('period');
  const period = PERIODS.includes(p as PeriodId) ? (p as PeriodId) : DEFAULT_PERIOD;
  const g = search.get('by');
  return {
    period,
    granularity: GRANULARITIES.includes(g as Granularity) ? (g as Granularity) : DEFAULT_GRANULARITY[period],
  };
}

/** The URL for a choice, defaults left out; a new period takes its own default bucket size unless one is given. */
export function trendSearch(choice: { period: PeriodId; granularity?: Granularity }): URLSearchParams {
  const s = new URLSearchParams();
  if (choice.period !== DEFAULT_PERIOD) s.set('period', choice.period);
  if (choice.granularity && choice.granularity !== DEFAULT_GRANULARITY[choice.period]) s.set('by', choice.granularity);
  return s;
}
