import { queryOptions, useQuery } from '@tanstack/react-query';
import { OWNER_SUPPORT_GRANTS_PATH, OwnerSupportGrantsBody } from '../../../../contract/support';
import { apiGet } from '../../../lib/api/client';
import { vehicleKeys } from '../../../lib/query-keys';

/** GET /v1/vehicles/{vin}/support-grants (owner only): which support organisation can see the car now, and until when. */
export function getSupportGrants(vin: string, signal?: AbortSignal): Promise<OwnerSupportGrantsBody> {
  return apiGet(OWNER_SUPPORT_GRANTS_PATH.replace('{vin}', encodeURIComponent(vin)), OwnerSupportGrantsBody, {
    signal,
  });
}

export const supportGrantsQueryOptions = (vin: string) =>
  queryOptions({
    queryKey: vehicleKeys.supportGrants(vin),
    queryFn: ({ signal }) => getSupportGrants(vin, signal),
    // The owner grants and revokes on the account page, another site: coming back, the overview asks again.
    staleTime: 0,
  });

export const useSupportGrants = (vin: string, enabled = true) =>
  useQuery({ ...supportGrantsQueryOptions(vin), enabled });
