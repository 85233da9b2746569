import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query';
import { ChargerSessionPage } from '../../../../contract/chargers';
import { toRequestQuery } from '../../../../contract/query';
import { CHARGER_SESSIONS_QUERY, type ChargerSessionQuery } from '../../../../contract/list-queries';
import { apiGet } from '../../../lib/api/client';
import { chargerKeys } from '../../../lib/query-keys';

/** GET /v1/chargers/{chargerId}/sessions: one page of sessions, `from`/`to` filtering on start time. */
export function getChargerSessions(
  id: string,
  params: ChargerSessionQuery,
  signal?: AbortSignal,
): Promise<ChargerSessionPage> {
  return apiGet(`/v1/chargers/${encodeURIComponent(id)}/sessions`, ChargerSessionPage, {
    query: toRequestQuery(CHARGER_SESSIONS_QUERY, params),
    signal,
  });
}

export const chargerSessionsQueryOptions = (id: string, params: ChargerSessionQuery) =>
  queryOptions({
    queryKey: chargerKeys.sessions(id, toRequestQuery(CHARGER_SESSIONS_QUERY, params)),
    queryFn: ({ signal }) => getChargerSessions(id, params, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useChargerSessions = (id: string, params: ChargerSessionQuery) =>
  useQuery(chargerSessionsQueryOptions(id, params));
