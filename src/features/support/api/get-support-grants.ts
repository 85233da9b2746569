import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query';
import { OWNER_SUPPORT_GRANTS_PATH, OwnerSupportGrantsBody } from '../../../../contract/support';
import { apiGet } from '../../../lib/api/client';
import { vehicleKeys } from '../../../lib/query-keys';

/** GET /v1/vehicles/{vin}/support-grants (owner only): which support organisation can see the car now, and until when. */
export function getSupportGrants(vin: string, signal?: AbortSignal): Promise<OwnerSupportGrantsBody> {
  return apiGet(OWNER_SUPPORT_GRANTS_PATH.replace('{vin}', encodeURIComponent(vin)), OwnerSupportGrantsBody, {
    signal,
  });
}

/** Longest delay a browser timer takes (about 24.8 days); a longer one would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** When the service still lists a grant this browser's clock says has ended, the clocks differ: ask less often. */
const CLOCKS_DIFFER_MS = 30_000;

/** When to ask again so an ended grant leaves the page: a second after the first one ends, by this browser's clock. */
export function untilFirstGrantEnds(body: OwnerSupportGrantsBody | undefined, now: number): number | false {
  const ends = (body?.active ?? []).map((g) => Date.parse(g.expiresAt)).filter(Number.isFinite);
  if (ends.length === 0) return false;
  const delay = Math.min(...ends) - now + 1000;
  return delay > 0 ? Math.min(delay, MAX_TIMER_MS) : CLOCKS_DIFFER_MS;
}

export const supportGrantsQueryOptions = (vin: string) =>
  queryOptions({
    queryKey: vehicleKeys.supportGrants(vin),
    queryFn: ({ signal }) => getSupportGrants(vin, signal),
    // The owner grants and revokes on the account page, another site: coming back, the overview asks again. Fresh
    // for 5 s, so a view that mounts after its loader's answer arrived (a slow route chunk) does not ask twice.
    staleTime: 5_000,
    refetchInterval: (query) => untilFirstGrantEnds(query.state.data, Date.now()),
  });

export const useSupportGrants = (vin: string, enabled = true) =>
  useQuery({ ...supportGrantsQueryOptions(vin), enabled });
