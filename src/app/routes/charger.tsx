import '../../features/chargers/chargers.css';
import '../../features/journeys/journeys.css';
import { useQueries } from '../../lib/use-query';
import { lazy, Suspense, useMemo } from 'react';
import { useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { LiveIndicator } from '../../components/live-indicator';
import { Pagination } from '../../components/pagination';
import { QueryState, Skeleton } from '../../components/query-state';
import { Section } from '../../components/section';
import { useDocumentTitle } from '../../components/use-document-title';
import { getConfig } from '../../config/runtime';
import { paths } from '../../config/paths';
import { chargerQueryOptions, useCharger } from '../../features/chargers/api/get-charger';
import {
  chargerSessionRangeQueryOptions,
  useChargerSessionRange,
} from '../../features/chargers/api/get-charger-session-range';
import { chargerSessionsQueryOptions, useChargerSessions } from '../../features/chargers/api/get-charger-sessions';
import { ChargerAccessNotice } from '../../features/chargers/components/charger-access-notice';
import { ConnectorList } from '../../features/chargers/components/connector-list';
import { EnergyTable } from '../../features/chargers/components/energy-table';
import { MeterReading } from '../../features/chargers/components/meter-reading';
import { MonthPicker } from '../../features/chargers/components/month-picker';
import { SessionExport } from '../../features/chargers/components/session-export';
import { SessionTable } from '../../features/chargers/components/session-table';
import { SessionTotals } from '../../features/chargers/components/session-totals';
import { searchForSessions, sessionListFromSearch, sessionQuery } from '../../features/chargers/params';
import { monthRangeFromSearch, monthsOf } from '../../features/chargers/range';
import { energyByMonth, sessionTotals } from '../../features/chargers/sessions';
import { chargerAccess, useChargerAccess } from '../../features/chargers/use-charger-access';
import { vehicleQueryOptions } from '../../features/vehicles/api/get-vehicle';
import { useGarage } from '../../features/vehicles/use-garage';
import { vehicleLabel } from '../../features/vehicles/vehicle-label';
import { requireSession } from '../../lib/auth';
import { queryClient } from '../../lib/query-client';
import { useChargerStream } from '../../lib/stream/charger-stream';
import { useT } from '../../lib/i18n';

const EnergyChart = lazy(() => import('../../features/chargers/components/energy-chart'));

/** Starts the charger, the page of sessions and the range's sessions together; each section shows its own state. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const session = await requireSession(request);
  if (chargerAccess(session) !== 'ok') return null;
  const id = params.chargerId!;
  const search = new URL(request.url).searchParams;
  const range = monthRangeFromSearch(search);
  void queryClient.prefetchQuery(chargerQueryOptions(id));
  void queryClient.prefetchQuery(
    chargerSessionsQueryOptions(id, sessionQuery(range, sessionListFromSearch(search, range))),
  );
  void queryClient.prefetchQuery(chargerSessionRangeQueryOptions(id, { from: range.from, to: range.to }));
  return null;
}

export function Component() {
  const t = useT();
  const access = useChargerAccess();
  return access === 'ok' ? (
    <ChargerView />
  ) : (
    <div className="page chargers">
      <h1>{t('header.nav.chargers')}</h1>
      <ChargerAccessNotice reason={access} />
    </div>
  );
}

function ChargerView() {
  const t = useT();
  const id = useParams().chargerId!;
  const [search, setSearch] = useSearchParams();
  const searchKey = search.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the range is a function of the URL (and the month)
  const range = useMemo(() => monthRangeFromSearch(search), [searchKey]);
  const list = sessionListFromSearch(search, range);
  const stream = useChargerStream(id, true);
  const polling = stream.state === 'unavailable' || stream.state === 'off';
  const charger = useCharger(id, polling ? (getConfig().livePollSeconds ?? 30) * 1000 : false);
  const page = useChargerSessions(id, sessionQuery(range, list));
  const all = useChargerSessionRange(id, { from: range.from, to: range.to });
  const { entries } = useGarage();
  const cars = useQueries({ queries: entries.map((e) => ({ ...vehicleQueryOptions(e.vin), retry: false })) });
  const labels = new Map(entries.map((e, i) => [e.vin, vehicleLabel(e.vin, cars[i]?.data)]));
  const carLabel = (vin: string) => labels.get(vin) ?? vin;
  useDocumentTitle(charger.data?.name ?? t('header.nav.chargers'));

  const months = useMemo(
    () => (all.data ? energyByMonth(all.data.sessions, monthsOf(range)) : undefined),
    [all.data, range],
  );
  const totals = useMemo(() => (all.data ? sessionTotals(all.data.sessions) : undefined), [all.data]);
  const rangeText =
    range.fromMonth === range.toMonth ? range.fromMonth : t('range.text', { from: range.fromMonth, to: range.toMonth });

  if ((charger.error as { status?: unknown } | null)?.status === 404)
    return (
      <div className="page chargers">
        <h1>{t('header.nav.chargers')}</h1>
        <ChargerAccessNotice reason="not-found" back={paths.chargers} />
      </div>
    );

  return (
    <div className="page chargers">
      <div className="chargers__head">
        <h1>
          <bdi>{charger.data?.name ?? t('header.nav.chargers')}</bdi>
        </h1>
        {charger.data && (
          <p className="muted">
            <bdi>{charger.data.vendor}</bdi> <bdi>{charger.data.model}</bdi>,{' '}
            {t('chargers.upTo', { kW: charger.data.maxPowerKW })}
          </p>
        )}
        {stream.state !== 'off' && (
          <LiveIndicator
            state={stream.state}
            lastMessageAt={stream.lastMessageAt}
            pollSeconds={getConfig().livePollSeconds ?? 30}
          />
        )}
      </div>
      <Section title={t('chargers.connectors.title')}>
        <QueryState query={charger} what={t('chargers.charger')} loading={<Skeleton lines={3} minHeight="7.5rem" />}>
          {(c) => <ConnectorList connectors={c.connectors} carLabel={carLabel} />}
        </QueryState>
      </Section>
      <Section title={t('chargers.meter')}>
        <QueryState query={charger} what={t('chargers.charger')} loading={<Skeleton lines={1} minHeight="3.5rem" />}>
          {(c) => <MeterReading meter={c.meter} />}
        </QueryState>
      </Section>
      <Section title={t('chargers.sessions.title')}>
        <MonthPicker
          key={`${range.preset}|${range.fromMonth}|${range.toMonth}`}
          value={range}
          onChange={(choice) => setSearch(searchForSessions(choice, { ...list, page: 0 }))}
        />
        {range.problem && (
          <p className="field__warning" role="status">
            {t(range.problem.key, range.problem.values)}
          </p>
        )}
      </Section>
      <Section
        title={t('journeys.totals', { range: rangeText })}
        actions={
          <SessionExport
            chargerId={id}
            fromMonth={range.fromMonth}
            toMonth={range.toMonth}
            sessions={all.data?.sessions}
          />
        }
      >
        <QueryState query={all} what={t('chargers.sessions.title')} loading={<Skeleton lines={2} />}>
          {(data) => (
            <SessionTotals
              totals={totals ?? sessionTotals(data.sessions)}
              carLabel={carLabel}
              complete={data.complete}
            />
          )}
        </QueryState>
      </Section>
      <Section title={t('chargers.energyPerMonth.title')}>
        <QueryState query={all} what={t('chargers.sessions.title')} loading={<Skeleton lines={6} minHeight="16rem" />}>
          {() =>
            months && (
              <>
                <Suspense fallback={<div className="energy-chart" />}>
                  <EnergyChart months={months} />
                </Suspense>
                <EnergyTable months={months} />
              </>
            )
          }
        </QueryState>
      </Section>
      <Section title={t('chargers.sessionList')}>
        <QueryState query={page} what={t('chargers.sessions.title')} loading={<Skeleton lines={8} />}>
          {(data) =>
            data.content.length === 0 ? (
              <p>{t('chargers.sessions.none', { range: rangeText })}</p>
            ) : (
              <>
                <SessionTable
                  sessions={data.content}
                  carLabel={carLabel}
                  caption={t('chargers.sessions.caption', { range: rangeText, page: data.page.number + 1 })}
                />
                <Pagination
                  noun="sessions"
                  page={list.page}
                  totalPages={data.page.totalPages}
                  totalElements={data.page.totalElements}
                  size={data.page.size}
                  onPage={(p) => setSearch(searchForSessions(range, { ...list, page: p }))}
                />
              </>
            )
          }
        </QueryState>
      </Section>
    </div>
  );
}
