import '../../features/trends/trends.css';
import { useQueries } from '../../lib/use-query';
import { useMemo } from 'react';
import { Link, redirect, type LoaderFunctionArgs } from 'react-router';
import { ProblemAlert } from '../../components/problem-alert';
import { Skeleton } from '../../components/query-state';
import { Section } from '../../components/section';
import { useDocumentTitle } from '../../components/use-document-title';
import { useNow } from '../../components/use-now';
import { paths } from '../../config/paths';
import { requireSession } from '../../lib/auth/session';
import { isStaff } from '../../lib/auth/staff';
import { queryClient } from '../../lib/query-client';
import { usePriceBook } from '../../stores/price-book';
import { browserTimeZone, localDay, startOfLocalDay } from '../../utils/trends';
import { vehicleQueryOptions } from '../../features/vehicles/api/get-vehicle';
import { useGarage } from '../../features/vehicles/use-garage';
import { vehicleLabel } from '../../features/vehicles/vehicle-label';
import { tripSummariesQueryOptions } from '../../features/trends/api/get-trip-summaries';
import { CarsSideBySide, type CarColumn } from '../../features/trends/components/cars-side-by-side';
import { periodLabel } from '../../features/trends/components/period-picker';
import { PeriodControls, useTrendChoice } from '../../features/trends/components/period-controls';
import { fetchRange } from '../../features/trends/model/build';
import { readTrendSearch } from '../../features/trends/model/search';
import { useShownChoice } from '../../features/trends/use-shown';
import { useBuiltTrends } from '../../features/trends/use-built-trends';
import { useT } from '../../lib/i18n';

/** The cars whose grant shares journeys. */
const journeyCars = (details: { vin: string; categories?: string[] }[]) =>
  details.filter((d) => !d.categories || d.categories.includes('journeys')).map((d) => d.vin);

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireSession(request);
  if (isStaff(session)) throw redirect(paths.support);
  const { period } = readTrendSearch(new URL(request.url).searchParams);
  const range = fetchRange(period, Date.now(), browserTimeZone());
  for (const vin of journeyCars(session.authorizationDetails)) {
    void queryClient.prefetchQuery(vehicleQueryOptions(vin));
    void queryClient.prefetchQuery(tripSummariesQueryOptions(vin, range));
  }
  return null;
}

export function Component() {
  const t = useT();
  useDocumentTitle(t('trends.account'));
  const [choice, setChoice] = useTrendChoice();
  const timeZone = browserTimeZone();
  // The start of today (local): the periods move with the day, not with every render.
  const now = startOfLocalDay(localDay(useNow(), timeZone), timeZone);
  const vins = journeyCars(useGarage().entries.filter((e) => e.source === 'grant'));
  const range = fetchRange(choice.period, now, timeZone);
  const summaries = useQueries({ queries: vins.map((vin) => tripSummariesQueryOptions(vin, range)) });
  const vehicles = useQueries({ queries: vins.map((vin) => ({ ...vehicleQueryOptions(vin), retry: false })) });
  const settled = summaries.every((q) => !q.isPlaceholderData && !q.isPending);
  const shown = useShownChoice(choice, settled);
  const book = usePriceBook();
  const dataKey = summaries.map((q) => q.dataUpdatedAt).join();
  const vinKey = vins.join();
  const vehicleKey = vehicles.map((v) => v.dataUpdatedAt).join();
  const jobs = useMemo(
    () =>
      vins.flatMap((vin, i) => {
        const trips = summaries[i]?.data?.trips;
        if (!trips) return [];
        const options = { id: shown.period, granularity: shown.granularity, now, timeZone, prices: book };
        return [{ vin, trips, options }];
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the answers change with these keys (useQueries' arrays are new each render)
    [dataKey, vinKey, shown.period, shown.granularity, now, timeZone, book],
  );
  const { built, building } = useBuiltTrends(jobs);
  const cars = useMemo(
    () =>
      (built ?? []).map(({ job, trends }): CarColumn => ({
        vin: job.vin,
        name: vehicleLabel(job.vin, vehicles[vins.indexOf(job.vin)]?.data),
        figures: trends.trends.totals,
        buckets: trends.trends.buckets,
      })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the names change with these keys
    [built, vinKey, vehicleKey],
  );
  const on = built?.[0] ? { period: built[0].job.options.id, granularity: built[0].job.options.granularity } : shown;
  const loading = summaries.some((q) => q.isFetching && (q.isPlaceholderData || q.isPending)) || (building && !!built);
  // Every car's answer, name and built trends first: columns that arrive one by one would move the table under the
  // reader. An answer built while a car's summary was still on its way lacks that car's column.
  const builtForEveryCar = built?.map((b) => b.job.vin).join() === jobs.map((j) => j.vin).join();
  const ready = summaries.every((q) => !q.isPending) && vehicles.every((v) => !v.isPending) && builtForEveryCar;

  return (
    <div className="page trends">
      <h1>{t('trends.account')}</h1>
      <Section title={t('trends.period.legend')}>
        <PeriodControls choice={choice} loading={loading} onChange={setChoice} />
      </Section>
      {vins.length === 0 ? (
        <p>{t('trends.noCars')}</p>
      ) : !ready ? (
        <Skeleton lines={10} minHeight="30rem" />
      ) : (
        <Section title={periodLabel(t, on.period)}>
          <div className="trends__body" aria-busy={loading}>
            {summaries.map((q, i) =>
              q.isError ? (
                <div key={vins[i]}>
                  <p>
                    <bdi>{vehicleLabel(vins[i]!, vehicles[i]?.data)}</bdi>:
                  </p>
                  <ProblemAlert error={q.error} onRetry={() => void q.refetch()} />
                </div>
              ) : null,
            )}
            <CarsSideBySide columns={cars} granularity={on.granularity} currency={book.currency} />
            <ul>
              {cars.map((c) => (
                <li key={c.vin}>
                  <Link to={paths.trends(c.vin)}>
                    {t.rich('trends.ofCar', { name: c.name, bdi: (x) => <bdi>{x}</bdi> })}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </Section>
      )}
    </div>
  );
}
