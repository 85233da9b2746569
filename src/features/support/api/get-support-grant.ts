import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query';
import { SUPPORT_GRANT_PATH, SupportGrantBody } from '../../../../contract/support';
import { apiGet } from '../../../lib/api/client';
import { vehicleKeys } from '../../../lib/query-keys';

/** GET /v1/vehicles/{vin}/support-grant (staff only): the case, purpose, shared categories and expiry. */
export function getSupportGrant(vin: string, signal?: AbortSignal): Promise<SupportGrantBody> {
  return apiGet(SUPPORT_GRANT_PATH.replace('{vin}', encodeURIComponent(vin)), SupportGrantBody, { signal });
}

export const supportGrantQueryOptions = (vin: string) =>
  queryOptions({
    queryKey: vehicleKeys.supportGrant(vin),
    queryFn: ({ signal }) => getSupportGrant(vin, signal),
    // An owner can revoke at any time: every view asks again, and a page opened later never starts from a saved grant.
    staleTime: 0,
    meta: { persist: false },
  });

export const useSupportGrant = (vin: string, enabled = true) => useQuery({ ...supportGrantQueryOptions(vin), enabled });
