import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query';
import { JourneySummaryPage, type JourneySummary } from '../../../../contract';
import { toRequestQuery } from '../../../../contract/query';
import { JOURNEYS_QUERY, SUMMARY_PAGE_MAX_SIZE, type JourneyQuery } from '../../../../contract/list-queries';
import { apiGet } from '../../../lib/api/client';
import { vehicleKeys } from '../../../lib/query-keys';
import { readPages } from '../../../utils/read-pages';

/** A thousand a page: five years of a car that drives four times a day are 8 requests (each a proof and a preflight). */
const PAGE_SIZE = SUMMARY_PAGE_MAX_SIZE;
/** Pages in flight at once: far inside the 120-a-minute limit's burst. */
export const SUMMARY_CONCURRENCY = 6;
/** At most this many pages (20,000 journeys, beyond five years of the busiest car). */
export const SUMMARY_MAX_PAGES = 20;

export type SummaryRange = { from?: string; to: string };
/**
 * The summaries as the service sent them (every member but `route`): trends read their figures, the journeys view and
 * the owner's report also their places and ids.
 */
export type TripSummaries = { range: SummaryRange; trips: JourneySummary[]; totalElements: number; complete: boolean };

const query = (range: SummaryRange, page: number): JourneyQuery => ({
  ...(range.from ? { from: range.from } : {}),
  to: range.to,
  page,
  size: PAGE_SIZE,
  sort: [{ field: 'startTime', direction: 'asc' }],
  fields: 'summary',
});

const getPage = (vin: string, range: SummaryRange, page: number, signal?: AbortSignal) =>
  apiGet(`/v1/vehicles/${encodeURIComponent(vin)}/journeys`, JourneySummaryPage, {
    query: toRequestQuery(JOURNEYS_QUERY, query(range, page)),
    signal,
  });

/**
 * GET /v1/vehicles/{vin}/journeys?fields=summary: every journey summary of a range, oldest first. The first page
 * says how many there are; the others are then asked for together (at most `SUMMARY_CONCURRENCY` at once).
 */
export async function getTripSummaries(vin: string, range: SummaryRange, signal?: AbortSignal): Promise<TripSummaries> {
  const { items, ...rest } = await readPages((page) => getPage(vin, range, page, signal), {
    maxPages: SUMMARY_MAX_PAGES,
    concurrency: SUMMARY_CONCURRENCY,
  });
  return { range, trips: items, ...rest };
}

export const tripSummariesQueryOptions = (vin: string, range: SummaryRange) =>
  queryOptions({
    queryKey: vehicleKeys.journeySummaries(vin, range),
    queryFn: ({ signal }) => getTripSummaries(vin, range, signal),
    staleTime: 10 * 60_000,
    gcTime: 30 * 60_000,
    placeholderData: keepPreviousData,
  });

/**
 * A period's summaries; while another period loads, the last one's stay (`isPlaceholderData`), unless `keepPrevious`
 * is false (a view whose title names the range must not show another range's figures under it).
 */
export const useTripSummaries = (vin: string, range: SummaryRange, { keepPrevious = true } = {}) =>
  useQuery({ ...tripSummariesQueryOptions(vin, range), ...(keepPrevious ? {} : { placeholderData: undefined }) });
