import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query';
import { SignalsBody } from '../../../../contract';
import { apiGet } from '../../../lib/api/client';
import { vehicleKeys } from '../../../lib/query-keys';

/** GET /v1/vehicles/{vin}/location: `Vehicle.CurrentLocation.*` signals. */
export function getLocation(vin: string, signal?: AbortSignal): Promise<SignalsBody> {
  return apiGet(`/v1/vehicles/${encodeURIComponent(vin)}/location`, SignalsBody, { signal });
}

export const locationQueryOptions = (vin: string) =>
  queryOptions({
    queryKey: vehicleKeys.location(vin),
    queryFn: ({ signal }) => getLocation(vin, signal),
    staleTime: 30_000,
  });

export const useLocation = (vin: string) => useQuery(locationQueryOptions(vin));
