import '../../features/journeys/journeys.css'; // the range picker's
import '../../features/report/report.css';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { redirect, useSearchParams } from 'react-router';
import type { AlertQuery } from '../../../contract/list-queries';
import { QueryState, Skeleton } from '../../components/query-state';
import { Section } from '../../components/section';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';
import { isApiError } from '../../lib/api/api-error';
import { useT } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { usePriceBook } from '../../stores/price-book';
import { useUnits } from '../../stores/units-preference';
import { browserTimeZone } from '../../utils/trends';
import { alertsQueryOptions, useAlerts } from '../../features/alerts/api/get-alerts';
import { prefetchHomeSessions, useHomeSessions } from '../../features/chargers/use-home-sessions';
import { diagnosticsQueryOptions, useDiagnostics } from '../../features/diagnostics/api/get-diagnostics';
import { evQueryOptions, useEv } from '../../features/ev/api/get-ev';
import { RangePicker } from '../../features/journeys/components/range-picker';
import { rangeFromSearch, searchForRange } from '../../features/journeys/range';
import { ReportActions } from '../../features/report/components/report-actions';
import { ReportJourneyTable, ReportTotals } from '../../features/report/components/report-journeys';
import { AlertList, CarFacts, CarState, TroubleCodeList } from '../../features/report/components/report-sections';
import { reportCsv, type Part } from '../../features/report/csv';
import {
  activeAlerts,
  activeTroubleCodes,
  carIdentity,
  homeSessions,
  reportTotals,
  stateFacts,
} from '../../features/report/model';
import { useReportFormat } from '../../features/report/use-report-format';
import { statusQueryOptions, useStatus } from '../../features/status/api/get-status';
import { statusModel } from '../../features/status/model';
import { tripSummariesQueryOptions, useTripSummaries } from '../../features/trends/api/get-trip-summaries';
import { useVehicle } from '../../features/vehicles/api/get-vehicle';
import { useVehicleView, vehicleLoader } from '../vehicle-view';

/** The same query as the case report's, so both read one cache entry. */
const ACTIVE_ALERTS: AlertQuery = {
  active: true,
  page: 0,
  size: 100,
  sort: [{ field: 'raisedAt', direction: 'desc' }],
};

/** Support staff have their case report; the owner's report starts every part at once, none awaited. */
export const loader = vehicleLoader(({ vin, staff, asksEv, url, session }) => {
  if (staff) throw redirect(paths.report(vin));
  const range = rangeFromSearch(url.searchParams);
  void queryClient.prefetchQuery(statusQueryOptions(vin));
  if (asksEv) void queryClient.prefetchQuery(evQueryOptions(vin));
  void queryClient.prefetchQuery(alertsQueryOptions(vin, ACTIVE_ALERTS));
  void queryClient.prefetchQuery(diagnosticsQueryOptions(vin));
  void queryClient.prefetchQuery(tripSummariesQueryOptions(vin, { from: range.from, to: range.to }));
  if (asksEv) prefetchHomeSessions(session, { from: range.from, to: range.to });
});

/** A query as a part of the CSV: its data, why it is missing, or undefined while it is on its way. */
function partOf<T, R>(q: UseQueryResult<T>, pick: (d: T) => R): Part<R> | undefined {
  if (q.data !== undefined && !q.isPlaceholderData) return { data: pick(q.data) };
  if (q.isError)
    return { problem: q.error.message, correlationId: isApiError(q.error) ? q.error.correlationId : undefined };
  return undefined;
}

export function Component() {
  const t = useT();
  const { vin, asksEv } = useVehicleView();
  useDocumentTitle(t('report.title'), vin);
  const [search, setSearch] = useSearchParams();
  const searchKey = search.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the range is a function of the URL (and the day)
  const range = useMemo(() => rangeFromSearch(search), [searchKey]);
  const format = useReportFormat();
  const units = useUnits();
  const book = usePriceBook();
  const timeZone = browserTimeZone();

  const vehicle = useVehicle(vin);
  const status = useStatus(vin);
  const ev = useEv(vin, asksEv);
  const alerts = useAlerts(vin, ACTIVE_ALERTS);
  const diagnostics = useDiagnostics(vin);
  const trips = useTripSummaries(vin, { from: range.from, to: range.to });
  const home = useHomeSessions({ from: range.from, to: range.to }, asksEv);

  const car = partOf(vehicle, carIdentity);
  const state = partOf(status, (s) => {
    const model = statusModel(s.signals);
    const evModel = ev.data && statusModel(ev.data.signals);
    return stateFacts({
      ...model,
      stateOfCharge: model.stateOfCharge ?? evModel?.stateOfCharge,
      batteryRange: model.batteryRange ?? evModel?.batteryRange,
    });
  });
  // Charged at home: for a car with EV data, once every charger of the account has answered.
  const sessions = asksEv && home.byVin ? homeSessions(vin, home.byVin.get(vin) ?? []) : undefined;
  const fresh = trips.data && !trips.isPlaceholderData ? trips.data : undefined;
  const totals = fresh && reportTotals(fresh.trips, { range, timeZone, prices: book, sessions });
  const activeOnes = partOf(alerts, (p) => activeAlerts(p.content));
  const codes = partOf(diagnostics, (d) => activeTroubleCodes(d.troubleCodes));
  const journeys = partOf(trips, (d) => d.trips);
  const waiting = home.pending || (asksEv && ev.isPending);
  const csv =
    car && state && activeOnes && codes && journeys && !waiting
      ? () =>
          reportCsv(
            {
              vin,
              fromDate: range.fromDate,
              toDate: range.toDate,
              totals,
              currency: book.currency,
              car,
              state,
              alerts: activeOnes,
              troubleCodes: codes,
              trips: journeys,
            },
            { t, distance: units.distance, timeZone },
          )
      : undefined;
  const rangeText = t('report.range', { from: format.date(range.from), to: format.date(range.to) });

  return (
    <div className="owner-report">
      <Section
        title={t('report.title')}
        actions={<ReportActions filename={`report-${vin}-${range.fromDate}-to-${range.toDate}.csv`} csv={csv} />}
      >
        <p className="owner-report__range">{rangeText}</p>
        <div className="owner-report__picker">
          <RangePicker
            key={`${range.preset}|${range.fromDate}|${range.toDate}`}
            value={range}
            onChange={(choice) => setSearch(searchForRange(choice), { preventScrollReset: true })}
          />
        </div>
      </Section>
      <Section title={t('report.car.title')}>
        <QueryState query={vehicle} what={t('report.car.title')} loading={<Skeleton lines={2} />}>
          {(v) => <CarFacts vin={vin} car={carIdentity(v)} />}
        </QueryState>
      </Section>
      <Section title={t('report.state.title')}>
        <QueryState query={status} what={t('report.state.title')} loading={<Skeleton lines={3} />}>
          {() => state && 'data' in state && <CarState facts={state.data} format={format} />}
        </QueryState>
      </Section>
      <Section title={t('report.alerts.title')}>
        <QueryState query={alerts} what={t('report.alerts.title')} loading={<Skeleton lines={2} />}>
          {(p) => <AlertList alerts={activeAlerts(p.content)} format={format} />}
        </QueryState>
      </Section>
      <Section title={t('report.codes.title')}>
        <QueryState query={diagnostics} what={t('report.codes.title')} loading={<Skeleton lines={2} />}>
          {(d) => <TroubleCodeList codes={activeTroubleCodes(d.troubleCodes)} format={format} />}
        </QueryState>
      </Section>
      <Section title={t('report.totals.title')}>
        <QueryState query={trips} what={t('report.journeys.title')} loading={<Skeleton lines={2} />}>
          {(d) =>
            totals ? (
              <>
                <ReportTotals
                  totals={totals}
                  currency={book.currency}
                  complete={d.complete}
                  totalElements={d.totalElements}
                  format={format}
                />
                {asksEv && home.error && <HomeProblem error={home.error} />}
              </>
            ) : (
              <Skeleton lines={2} />
            )
          }
        </QueryState>
      </Section>
      <Section title={t('report.journeys.title')}>
        <QueryState query={trips} what={t('report.journeys.title')} loading={<Skeleton lines={8} />}>
          {() =>
            fresh ? (
              <ReportJourneyTable
                trips={fresh.trips}
                caption={t('report.journeys.caption', { range: rangeText })}
                format={format}
              />
            ) : (
              <Skeleton lines={8} />
            )
          }
        </QueryState>
      </Section>
    </div>
  );
}

/** Why the energy charged at home is missing; the rest of the totals stand. */
function HomeProblem({ error }: { error: Error }) {
  const t = useT();
  const id = isApiError(error) ? error.correlationId : undefined;
  return <p className="muted">{t('report.totals.homeUnavailable', { problem: error.message, id: id ?? '—' })}</p>;
}
