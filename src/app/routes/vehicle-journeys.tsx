import '../../features/journeys/journeys.css';
import { useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { VehicleMap, type MapRoute } from '../../components/map';
import { Pagination } from '../../components/pagination';
import { ProblemAlert } from '../../components/problem-alert';
import { QueryState, Skeleton, errorStatus } from '../../components/query-state';
import { Section } from '../../components/section';
import { useUnits } from '../../stores/units-preference';
import { getJourneyRange } from '../../features/journeys/api/get-journey-range';
import { journeysQueryOptions, useJourneys } from '../../features/journeys/api/get-journeys';
import { JourneyExport } from '../../features/journeys/components/journey-export';
import { JourneyTable } from '../../features/journeys/components/journey-table';
import { JourneyTotals } from '../../features/journeys/components/journey-totals';
import { RangePicker } from '../../features/journeys/components/range-picker';
import { journeyListFromSearch, journeyQuery, searchForJourneys } from '../../features/journeys/params';
import { rangeFromSearch, searchForRange } from '../../features/journeys/range';
import { routePath } from '../../features/journeys/route-points';
import { tripSummariesQueryOptions, useTripSummaries } from '../../features/trends/api/get-trip-summaries';
import { queryClient } from '../../lib/query-client';
import { paths } from '../../config/paths';
import { formatDateTime } from '../../utils/time';
import { useVehicleView, vehicleLoader } from '../vehicle-view';
import { useT } from '../../lib/i18n';

/**
 * Starts the page of journeys (with routes: the map draws them) and the whole range's summaries (no routes: totals,
 * count and CSV; the owner's report reads the same entry) together; neither is awaited, each section shows its own
 * state. Routes of the whole range are read only when the owner asks for the GPX.
 */
export const loader = vehicleLoader(({ vin, url }) => {
  const range = rangeFromSearch(url.searchParams);
  const list = journeyListFromSearch(url.searchParams, range);
  void queryClient.prefetchQuery(journeysQueryOptions(vin, journeyQuery(range, list)));
  void queryClient.prefetchQuery(tripSummariesQueryOptions(vin, { from: range.from, to: range.to }));
});

export function Component() {
  const t = useT();
  const { vin } = useVehicleView();
  const [search, setSearch] = useSearchParams();
  const units = useUnits();
  const searchKey = search.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the range is a function of the URL (and the day)
  const range = useMemo(() => rangeFromSearch(search), [searchKey]);
  const list = journeyListFromSearch(search, range);
  const page = useJourneys(vin, journeyQuery(range, list));
  const all = useTripSummaries(vin, { from: range.from, to: range.to }, { keepPrevious: false });
  const loadRoutes = useCallback(
    (signal: AbortSignal) => getJourneyRange(vin, { from: range.from, to: range.to }, signal),
    [vin, range.from, range.to],
  );

  const selectionKey = `${range.from}|${range.to}|${searchKey}`;
  const [selection, setSelection] = useState<{ key: string; ids: Set<string> } | null>(null);
  const pageJourneys = useMemo(
    () => (page.isPlaceholderData ? [] : (page.data?.content ?? [])),
    [page.data, page.isPlaceholderData],
  );
  const selected = useMemo(
    () => (selection && selection.key === selectionKey ? selection.ids : new Set(pageJourneys.map((j) => j.id))),
    [selection, selectionKey, pageJourneys],
  );

  const toggle = (id: string) => {
    const ids = new Set(selected);
    if (ids.has(id)) ids.delete(id);
    else ids.add(id);
    setSelection({ key: selectionKey, ids });
  };
  const toggleAll = (on: boolean) =>
    setSelection({ key: selectionKey, ids: on ? new Set(pageJourneys.map((j) => j.id)) : new Set() });

  const routes: MapRoute[] = useMemo(
    () =>
      pageJourneys
        .filter((j) => selected.has(j.id))
        .map((j) => ({ id: j.id, points: routePath(j), label: formatDateTime(j.startTime, units.clock, t.locale) })),
    [pageJourneys, selected, units.clock, t.locale],
  );

  const rangeText =
    range.fromDate === range.toDate ? range.fromDate : t('range.text', { from: range.fromDate, to: range.toDate });
  // Without consent for journeys there is nothing to total, map or export: the one notice takes the sections' place.
  const refused = page.isError && errorStatus(page.error) === 403;

  return (
    <div className="journeys">
      <Section title={t('section.journeys')}>
        <RangePicker
          key={`${range.preset}|${range.fromDate}|${range.toDate}`}
          value={range}
          onChange={(choice) => setSearch(searchForJourneys(choice, { ...list, page: 0 }))}
        />
        {range.problem && (
          <p className="field__warning" role="status">
            {t(range.problem.key, range.problem.values)}
          </p>
        )}
        <p>
          <Link to={paths.ownerReport(vin, searchForRange(range).toString())}>{t('report.link')}</Link>
        </p>
      </Section>
      {refused ? (
        <Section title={t('journeys.history')}>
          <ProblemAlert what={t('journeys.history')} error={page.error} />
        </Section>
      ) : (
        <>
          <Section
            title={t('journeys.totals', { range: rangeText })}
            actions={
              <JourneyExport
                vin={vin}
                fromDate={range.fromDate}
                toDate={range.toDate}
                journeys={all.data?.trips}
                complete={all.data?.complete ?? true}
                totalElements={all.data?.totalElements ?? 0}
                loadRoutes={loadRoutes}
              />
            }
          >
            <QueryState query={all} loading={<Skeleton lines={2} />}>
              {(data) => (
                <JourneyTotals trips={data.trips} complete={data.complete} totalElements={data.totalElements} />
              )}
            </QueryState>
          </Section>
          <Section title={t('journeys.map')}>
            {page.isError ? (
              <p className="muted journeys__map-note">{t('journeys.map.needsList')}</p>
            ) : page.isSuccess && !page.isPlaceholderData && pageJourneys.length === 0 ? (
              <p className="muted journeys__map-note">{t('journeys.map.noRoutes')}</p>
            ) : (
              <>
                <VehicleMap
                  label={t('journeys.map.label', { count: routes.length })}
                  routes={routes}
                  height="min(55vh, 28rem)"
                />
                <p className="muted journeys__map-note">
                  {t('journeys.map.note', { shown: routes.length, count: pageJourneys.length })}
                </p>
              </>
            )}
          </Section>
          <Section title={t('journeys.list')}>
            <QueryState query={page} loading={<Skeleton lines={8} />}>
              {(data) =>
                data.content.length === 0 ? (
                  <p>{t('journeys.none', { from: range.fromDate, to: range.toDate })}</p>
                ) : (
                  <>
                    <JourneyTable
                      journeys={data.content}
                      selected={selected}
                      onToggle={toggle}
                      onToggleAll={toggleAll}
                      caption={t('journeys.caption', { range: rangeText, page: data.page.number + 1 })}
                    />
                    <Pagination
                      noun="journeys"
                      page={list.page}
                      totalPages={data.page.totalPages}
                      totalElements={data.page.totalElements}
                      size={data.page.size}
                      onPage={(p) => setSearch(searchForJourneys(range, { ...list, page: p }))}
                    />
                  </>
                )
              }
            </QueryState>
          </Section>
        </>
      )}
    </div>
  );
}
