import '../../features/trends/trends.css';
import { useMemo } from 'react';
import { useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { errorStatus, QueryState, Skeleton } from '../../components/query-state';
import { Section } from '../../components/section';
import { useDocumentTitle } from '../../components/use-document-title';
import { useNow } from '../../components/use-now';
import { requireSession } from '../../lib/auth';
import { queryClient } from '../../lib/query-client';
import { addPrice, removePrice, setCurrency, usePriceBook } from '../../stores/price-book';
import { useUnits } from '../../stores/units-preference';
import { browserTimeZone, dateOf, localDay, startOfLocalDay } from '../../utils/trends';
import { ConsentNotice } from '../../features/location/components/consent-notice';
import { tripSummariesQueryOptions, useTripSummaries } from '../../features/trends/api/get-trip-summaries';
import { BusiestTimes } from '../../features/trends/components/busiest-times';
import { GRANULARITY_LABELS, PERIOD_LABELS, PeriodPicker } from '../../features/trends/components/period-picker';
import { PriceForm } from '../../features/trends/components/price-form';
import { TrendCharts } from '../../features/trends/components/trend-charts';
import { TrendTotals } from '../../features/trends/components/trend-totals';
import { TrendsExport } from '../../features/trends/components/trends-export';
import { buildTrends, fetchRange } from '../../features/trends/model/build';
import { toRow, toRows, trendUnits } from '../../features/trends/model/rows';
import { readTrendSearch, trendSearch } from '../../features/trends/model/search';
import { useShownChoice } from '../../features/trends/use-shown';

/** Warms the period's summaries (and the period before, for the comparison) in one range. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireSession(request);
  const { period } = readTrendSearch(new URL(request.url).searchParams);
  void queryClient.prefetchQuery(
    tripSummariesQueryOptions(params.vin!, fetchRange(period, Date.now(), browserTimeZone())),
  );
  return null;
}

export function Component() {
  useDocumentTitle('Trends');
  const vin = useParams().vin!;
  const [search, setSearch] = useSearchParams();
  const choice = readTrendSearch(search);
  const timeZone = browserTimeZone();
  // The start of today (local): the periods move with the day, not with every render.
  const now = startOfLocalDay(localDay(useNow(), timeZone), timeZone);
  const query = useTripSummaries(vin, fetchRange(choice.period, now, timeZone));
  const shown = useShownChoice(choice, query.isSuccess && !query.isPlaceholderData);
  const book = usePriceBook();
  const units = useUnits();
  const u = trendUnits(units);
  const trips = query.data?.trips;
  const built = useMemo(
    () =>
      trips && buildTrends(trips, { id: shown.period, granularity: shown.granularity, now, timeZone, prices: book }),
    [trips, shown.period, shown.granularity, now, timeZone, book],
  );
  const rows = useMemo(
    () => built && toRows(built.trends.buckets, shown.granularity, units),
    [built, shown.granularity, units],
  );
  const loading = query.isFetching && (query.isPlaceholderData || query.isPending);
  const refused = query.isError && errorStatus(query.error) === 403;
  const per = GRANULARITY_LABELS[shown.granularity];

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
          period={choice.period}
          granularity={choice.granularity}
          onChange={(c) => setSearch(trendSearch(c), { preventScrollReset: true })}
        />
        <p className="trends__status muted" role="status">
          {loading ? `Loading ${PERIOD_LABELS[choice.period].toLowerCase()}…` : ''}
          {query.data && !query.data.complete ? 'Only the first 20,000 journeys are counted.' : ''}
        </p>
      </Section>
      {refused ? (
        <Section title="Journey history">
          <ConsentNotice what="Journey history" error={query.error} />
        </Section>
      ) : (
        <QueryState query={query} loading={<Skeleton lines={10} minHeight="40rem" />}>
          {() =>
            built &&
            rows && (
              <div className="trends__body" aria-busy={loading}>
                <Section
                  title={`${PERIOD_LABELS[shown.period]}, ${dateOf(built.period.firstDay)} to ${dateOf(built.period.lastDay)}`}
                >
                  <TrendTotals
                    totals={toRow(built.trends.totals, 'total', 'Whole period', units)}
                    units={u}
                    currency={book.currency}
                    changes={built.changes ?? undefined}
                    previousLabel={
                      built.previous
                        ? `the period before (${dateOf(built.previous.firstDay)} to ${dateOf(built.previous.lastDay)})`
                        : undefined
                    }
                    uncosted={built.trends.totals.uncosted}
                  />
                </Section>
                <TrendCharts
                  rows={rows}
                  totals={toRow(built.trends.totals, 'total', 'Whole period', units)}
                  units={u}
                  currency={book.currency}
                  per={per}
                />
                <Section title="When the car is driven">
                  <BusiestTimes hours={built.trends.hours} weekdays={built.trends.weekdays} />
                </Section>
              </div>
            )
          }
        </QueryState>
      )}
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
