import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query';
import { useCallback } from 'react';
import { AlertPage } from '../../../../contract';
import { PAGE_MAX_SIZE } from '../../../../contract/page';
import { toRequestQuery } from '../../../../contract/query';
import { ALERTS_QUERY, type AlertQuery } from '../../../../contract/list-queries';
import { apiGet } from '../../../lib/api/client';
import { useT } from '../../../lib/i18n';
import { vehicleKeys } from '../../../lib/query-keys';
import { readPages } from '../../../utils/read-pages';
import { pageByShownTitle, sortsByShownTitle } from '../shown-title';

/** A page of the list read whole: the filters kept, paging and sort its own (the first one names its cache entry). */
const everyPage = (filters: AlertQuery, page: number): AlertQuery => ({
  ...filters,
  page,
  size: PAGE_MAX_SIZE,
  sort: [...ALERTS_QUERY.sort.default],
});

/** At most this many pages (10,000 alerts, DESIGN's scale) are read to sort by the shown title. */
export const EVERY_MAX_PAGES = 100;

/** GET /v1/vehicles/{vin}/alerts?severity&active&page&size&sort. */
export function getAlerts(vin: string, params: AlertQuery, signal?: AbortSignal): Promise<AlertPage> {
  return apiGet(`/v1/vehicles/${encodeURIComponent(vin)}/alerts`, AlertPage, {
    query: toRequestQuery(ALERTS_QUERY, params),
    signal,
  });
}

/** Every alert the filters match, newest first, as one page: the first page says how many more to read (bounded). */
export async function getEveryAlert(vin: string, filters: AlertQuery, signal?: AbortSignal): Promise<AlertPage> {
  const { items: content } = await readPages((page) => getAlerts(vin, everyPage(filters, page), signal), {
    maxPages: EVERY_MAX_PAGES,
  });
  return { content, page: { number: 0, size: content.length, totalElements: content.length, totalPages: 1 } };
}

export const alertsQueryOptions = (vin: string, params: AlertQuery) => {
  const every = sortsByShownTitle(params);
  const queryKey: QueryKey = every
    ? vehicleKeys.alertsEvery(vin, toRequestQuery(ALERTS_QUERY, everyPage(params, 0)))
    : vehicleKeys.alerts(vin, toRequestQuery(ALERTS_QUERY, params));
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => (every ? getEveryAlert(vin, params, signal) : getAlerts(vin, params, signal)),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
};

/** The page asked for; sorted by title, a page of every matching alert ordered by the shown title, in the user's language. */
export function useAlerts(vin: string, params: AlertQuery) {
  const t = useT();
  const { page, size, sort } = params;
  const direction = sort[0]?.direction ?? 'asc';
  const byTitle = useCallback(
    (every: AlertPage) => pageByShownTitle(every, { page, size, direction }, t),
    [page, size, direction, t],
  );
  return useQuery({ ...alertsQueryOptions(vin, params), select: sortsByShownTitle(params) ? byTitle : undefined });
}
