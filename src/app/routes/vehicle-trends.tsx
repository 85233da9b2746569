import '../../features/trends/trends.css';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { QueryState, Skeleton } from '../../components/query-state';
import { Section } from '../../components/section';
import { useDocumentTitle } from '../../components/use-document-title';
import { useNow } from '../../components/use-now';
import { queryClient } from '../../lib/query-client';
import { addPrice, removePrice, setCurrency, usePriceBook } from '../../stores/price-book';
import { browserTimeZone, dateOf, localDay, startOfLocalDay } from '../../utils/trends';
import { tripSummariesQueryOptions, useTripSummaries } from '../../features/trends/api/get-trip-summaries';
import { BusiestTimes } from '../../features/trends/components/busiest-times';
import { PERIOD_LABELS, PeriodPicker } from '../../features/trends/components/period-picker';
import { PriceForm } from '../../features/trends/components/price-form';
import { TrendCharts } from '../../features/trends/components/trend-charts';
import { TrendTotals } from '../../features/trends/components/trend-totals';
import { TrendsExport } from '../../features/trends/components/trends-export';
import { buildTrends, fetchRange } from '../../features/trends/model/build';
import { readTrendSearch, trendSearch } from '../../features/trends/model/search';
import { useShownChoice } from '../../features/trends/use-shown';
import { useVehicleView, vehicleLoader } from '../vehicle-view';

/** Warms the period's summaries and the period's before (the comparison) in one range. */
export const loader = vehicleLoader(({ vin, url }) => {
  const { period } = readTrendSearch(url.searchParams);
  void queryClient.prefetchQuery(tripSummariesQueryOptions(vin, fetchRange(period, Date.now(), browserTimeZone())));
});

export function Component() {
  useDocumentTitle('Trends');
  const { vin } = useVehicleView();
  const [search, setSearch] = useSearchParams();
  const choice = readTrendSearch(search);
  const timeZone = browserTimeZone();
  // The start of today (local): the periods move with the day, not with every render.
  const now = startOfLocalDay(localDay(useNow(), timeZone), timeZone);
  const query = useTripSummaries(vin, fetchRange(choice.period, now, timeZone));
  const shown = useShownChoice(choice, query.isSuccess && !query.isPlaceholderData);
  const book = usePriceBook();
  const trips = query.data?.trips;
  const built = useMemo(
    () =>
      trips && buildTrends(trips, { id: shown.period, granularity: shown.granularity, now, timeZone, prices: book }),
    [trips, shown.period, shown.granularity, now, timeZone, book],
  );
  const loading = query.isFetching && (query.isPlaceholderData || query.isPending);

  return (
    <div className="trends">
      <Section
        title="Trends"
        actions={
          <TrendsExport
            name={`trends-${vin}-${shown.period}-by-${shown.granularity}`}
            buckets={built?.trends.buckets}
            currency={book.currency}
          />
        }
      >
        <PeriodPicker
          key={`${choice.period}|${choice.granularity}`}
          period={choice.period}
          granularity={choice.granularity}
          onChange={(c) => setSearch(trendSearch(c), { preventScrollReset: true })}
        />
        <p className="trends__status muted" role="status">
          {loading ? `Loading ${PERIOD_LABELS[choice.period].toLowerCase()}…` : ''}
          {query.data && !query.data.complete ? 'Only the first 20,000 journeys are counted.' : ''}
        </p>
      </Section>
      <QueryState query={query} what="Journey history" loading={<Skeleton lines={10} minHeight="40rem" />}>
        {() =>
          built && (
            <div className="trends__body" aria-busy={loading}>
              <Section
                title={`${PERIOD_LABELS[shown.period]}, ${dateOf(built.period.firstDay)} to ${dateOf(built.period.lastDay)}`}
              >
                <TrendTotals
                  figures={built.trends.totals}
                  currency={book.currency}
                  changes={built.changes ?? undefined}
                  previousLabel={
                    built.previous
                      ? `the period before (${dateOf(built.previous.firstDay)} to ${dateOf(built.previous.lastDay)})`
                      : undefined
                  }
                />
              </Section>
              <TrendCharts
                buckets={built.trends.buckets}
                figures={built.trends.totals}
                granularity={shown.granularity}
                currency={book.currency}
              />
              <Section title="When the car is driven">
                <BusiestTimes hours={built.trends.hours} weekdays={built.trends.weekdays} />
              </Section>
            </div>
          )
        }
      </QueryState>
      <Section title="Prices">
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
