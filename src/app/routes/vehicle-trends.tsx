import '../../features/trends/trends.css';
import { useMemo } from 'react';
import { ProblemAlert } from '../../components/problem-alert';
import { QueryState, Skeleton } from '../../components/query-state';
import { Section } from '../../components/section';
import { useDocumentTitle } from '../../components/use-document-title';
import { useNow } from '../../components/use-now';
import { queryClient } from '../../lib/query-client';
import { addPrice, removePrice, setCurrency, usePriceBook } from '../../stores/price-book';
import { browserTimeZone, dateOf, localDay, startOfLocalDay } from '../../utils/trends';
import { tripSummariesQueryOptions, useTripSummaries } from '../../features/trends/api/get-trip-summaries';
import { BusiestTimes } from '../../features/trends/components/busiest-times';
import { periodLabel } from '../../features/trends/components/period-picker';
import { PeriodControls, useTrendChoice } from '../../features/trends/components/period-controls';
import { PriceForm } from '../../features/trends/components/price-form';
import { TrendCharts } from '../../features/trends/components/trend-charts';
import { TrendTotals } from '../../features/trends/components/trend-totals';
import { TrendsExport } from '../../features/trends/components/trends-export';
import { fetchRange } from '../../features/trends/model/build';
import { readTrendSearch } from '../../features/trends/model/search';
import { prefetchHomeSessions, useHomeSessions } from '../../features/chargers/use-home-sessions';
import { useShownChoice } from '../../features/trends/use-shown';
import { useBuiltTrends } from '../../features/trends/use-built-trends';
import { useT } from '../../lib/i18n';
import { useVehicleView, vehicleLoader } from '../vehicle-view';

/** Warms the period's summaries and the period's before (the comparison) in one range. */
/** An EV's sessions on the account's chargers: all up to the end of today, whatever the period (one answer, so a
 * period change never waits for them). */
const homeRange = (to: string) => ({ from: new Date(0).toISOString(), to });

export const loader = vehicleLoader(({ vin, url, session, asksEv }) => {
  const { period } = readTrendSearch(url.searchParams);
  const range = fetchRange(period, Date.now(), browserTimeZone());
  void queryClient.prefetchQuery(tripSummariesQueryOptions(vin, range));
  if (asksEv) prefetchHomeSessions(session, homeRange(range.to));
});

export function Component() {
  const t = useT();
  useDocumentTitle(t('section.trends'));
  const { vin, evData } = useVehicleView();
  const [choice, setChoice] = useTrendChoice();
  const timeZone = browserTimeZone();
  // The start of today (local): the periods move with the day, not with every render.
  const now = startOfLocalDay(localDay(useNow(), timeZone), timeZone);
  const range = fetchRange(choice.period, now, timeZone);
  const query = useTripSummaries(vin, range);
  // An EV's energy charged at home: its sessions on the account's chargers (all periods end today: one answer).
  const home = useHomeSessions(homeRange(range.to), evData !== 'no');
  const shown = useShownChoice(choice, query.isSuccess && !query.isPlaceholderData);
  const book = usePriceBook();
  const trips = query.data?.trips;
  const jobs = useMemo(
    () =>
      trips && !home.pending
        ? [
            {
              trips,
              options: {
                id: shown.period,
                granularity: shown.granularity,
                now,
                timeZone,
                prices: book,
                sessions: evData === 'yes' && home.byVin ? (home.byVin.get(vin) ?? []) : undefined,
              },
            },
          ]
        : undefined,
    [trips, home.pending, home.byVin, vin, shown.period, shown.granularity, now, timeZone, book, evData],
  );
  const { built: cars, building } = useBuiltTrends(jobs);
  const car = cars?.[0];
  const built = car?.trends;
  const on = car ? { period: car.job.options.id, granularity: car.job.options.granularity } : shown;
  const loading = (query.isFetching && (query.isPlaceholderData || query.isPending)) || (building && !!car);
  return (
    <div className="trends">
      <Section
        title={t('section.trends')}
        actions={
          <TrendsExport
            name={`trends-${vin}-${on.period}-by-${on.granularity}`}
            buckets={built?.trends.buckets}
            currency={book.currency}
          />
        }
      >
        <PeriodControls
          choice={choice}
          loading={loading}
          onChange={setChoice}
          note={query.data && !query.data.complete ? t('trends.partial', { count: 20_000 }) : undefined}
        />
      </Section>
      <QueryState query={query} what={t('journeys.history')} loading={<Skeleton lines={10} minHeight="40rem" />}>
        {() =>
          !built ? (
            <Skeleton lines={10} minHeight="40rem" />
          ) : (
            <div className="trends__body" aria-busy={loading}>
              {home.error && (
                <Section title={t('trends.figure', { figure: 'home' })}>
                  <ProblemAlert error={home.error} onRetry={home.retry} />
                </Section>
              )}
              <Section
                title={t('trends.periodTitle', {
                  period: periodLabel(t, on.period),
                  range: t('range.text', { from: dateOf(built.period.firstDay), to: dateOf(built.period.lastDay) }),
                })}
              >
                <TrendTotals
                  figures={built.trends.totals}
                  currency={book.currency}
                  changes={built.changes ?? undefined}
                  notKeptFrom={
                    built.previousFrom === undefined ? undefined : dateOf(localDay(built.previousFrom, timeZone))
                  }
                  previousLabel={
                    built.previous
                      ? t('trends.previous', {
                          range: t('range.text', {
                            from: dateOf(built.previous.firstDay),
                            to: dateOf(built.previous.lastDay),
                          }),
                        })
                      : undefined
                  }
                />
              </Section>
              <TrendCharts
                buckets={built.trends.buckets}
                figures={built.trends.totals}
                granularity={on.granularity}
                currency={book.currency}
              />
              <Section title={t('trends.when')}>
                <BusiestTimes hours={built.trends.hours} weekdays={built.trends.weekdays} />
              </Section>
            </div>
          )
        }
      </QueryState>
      <Section title={t('trends.prices')}>
        <PriceForm
          book={book}
          today={dateOf(localDay(now, timeZone))}
          onAdd={addPrice}
          onRemove={removePrice}
          onCurrency={setCurrency}
        />
      </Section>
    </div>
  );
}
