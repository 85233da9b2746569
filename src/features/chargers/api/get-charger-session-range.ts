import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query';
import type { ChargerSession } from '../../../../contract/chargers';
import type { ChargerSessionQuery } from '../../../../contract/list-queries';
import { chargerKeys, type JourneyRange } from '../../../lib/query-keys';
import { readPages } from '../../../utils/read-pages';
import { getChargerSessions } from './get-charger-sessions';

const RANGE_PAGE_SIZE = 100;
/** At most this many pages (5,000 sessions: years of nightly charges) are read for totals, months and export. */
export const SESSION_RANGE_MAX_PAGES = 50;

export type SessionRangeResult = { sessions: ChargerSession[]; totalElements: number; complete: boolean };

/** Every session of a range, oldest first: the first page says how many there are, the rest come in parallel (bounded). */
export async function getChargerSessionRange(
  id: string,
  range: JourneyRange,
  signal?: AbortSignal,
): Promise<SessionRangeResult> {
  const params = (page: number): ChargerSessionQuery => ({
    ...range,
    page,
    size: RANGE_PAGE_SIZE,
    sort: [{ field: 'startTime', direction: 'asc' }],
  });
  const { items, ...rest } = await readPages((page) => getChargerSessions(id, params(page), signal), {
    maxPages: SESSION_RANGE_MAX_PAGES,
  });
  return { sessions: items, ...rest };
}

export const chargerSessionRangeQueryOptions = (id: string, range: JourneyRange) =>
  queryOptions({
    queryKey: chargerKeys.sessionRange(id, range),
    queryFn: ({ signal }) => getChargerSessionRange(id, range, signal),
    staleTime: 5 * 60_000,
  });

export const useChargerSessionRange = (id: string, range: JourneyRange) =>
  useQuery(chargerSessionRangeQueryOptions(id, range));
