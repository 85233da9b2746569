import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query';
import type { Vehicle } from '../../../../contract/vehicle';
import { queryClient } from '../../../lib/query-client';
import { vehicleKeys } from '../../../lib/query-keys';

/** GET /v1/vehicles/{vin}: identification, fuel type and capabilities. */
export async function getVehicle(vin: string, signal?: AbortSignal): Promise<Vehicle> {
  // The API client (and the auth it calls) loads with the first request: it is on every page, not the first route.
  const { apiGet } = await import('../../../lib/api/client');
  return apiGet(
    `/v1/vehicles/${encodeURIComponent(vin)}`,
    () => import('../../../../contract/vehicle').then((m) => m.Vehicle),
    { signal },
  );
}

export const vehicleQueryOptions = (vin: string) =>
  queryOptions({
    queryKey: vehicleKeys.detail(vin),
    queryFn: ({ signal }) => getVehicle(vin, signal),
    staleTime: 10 * 60_000,
  });

export const useVehicle = (vin: string) => useQuery(vehicleQueryOptions(vin));

/** The vehicle when the cache already holds it: loaders decide with it without waiting for the request. */
export const cachedVehicle = (vin: string) => queryClient.getQueryData(vehicleQueryOptions(vin).queryKey);
