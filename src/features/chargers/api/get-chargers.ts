import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query';
import { ChargerPage } from '../../../../contract/chargers';
import { toRequestQuery } from '../../../../contract/query';
import { CHARGERS_QUERY, type ChargerQuery } from '../../../../contract/list-queries';
import { apiGet } from '../../../lib/api/client';
import { chargerKeys } from '../../../lib/query-keys';

/** The first page of the account's chargers is all of them for a home (and for the sandbox's fleet). */
export const FIRST_CHARGERS: ChargerQuery = { page: 0, size: 100, sort: [{ field: 'name', direction: 'asc' }] };

/** GET /v1/chargers: a page of the chargers the account owns (empty when it has none). */
export function getChargers(params: ChargerQuery, signal?: AbortSignal): Promise<ChargerPage> {
  return apiGet('/v1/chargers', ChargerPage, { query: toRequestQuery(CHARGERS_QUERY, params), signal });
}

export const chargersQueryOptions = (params: ChargerQuery = FIRST_CHARGERS) =>
  queryOptions({
    queryKey: chargerKeys.list(toRequestQuery(CHARGERS_QUERY, params)),
    queryFn: ({ signal }) => getChargers(params, signal),
    staleTime: 60_000,
  });

export const useChargers = (enabled = true) => useQuery({ ...chargersQueryOptions(), enabled });
