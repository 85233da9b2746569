import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query';
import { SignalsBody } from '../../../../contract';
import { apiGet } from '../../../lib/api/client';
import { vehicleKeys } from '../../../lib/query-keys';

/** GET /v1/vehicles/{vin}/status: tyres, doors, windows, locks, fuel, odometer and the rest as VSS signals. */
export function getStatus(vin: string, signal?: AbortSignal): Promise<SignalsBody> {
  return apiGet(`/v1/vehicles/${encodeURIComponent(vin)}/status`, SignalsBody, { signal });
}

export const statusQueryOptions = (vin: string) =>
  queryOptions({
    queryKey: vehicleKeys.status(vin),
    queryFn: ({ signal }) => getStatus(vin, signal),
    staleTime: 30_000,
  });

export const useStatus = (vin: string) => useQuery(statusQueryOptions(vin));
