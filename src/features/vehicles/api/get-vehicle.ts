import { queryOptions, useQuery } from '@tanstack/react-query';
import { Vehicle } from '../../../../contract';
import { apiGet } from '../../../lib/api/client';
import { vehicleKeys } from '../../../lib/query-keys';

/** GET /v1/vehicles/{vin}: identification, fuel type and capabilities. */
export function getVehicle(vin: string, signal?: AbortSignal): Promise<Vehicle> {
  return apiGet(`/v1/vehicles/${encodeURIComponent(vin)}`, Vehicle, { signal });
}

export const vehicleQueryOptions = (vin: string) =>
  queryOptions({
    queryKey: vehicleKeys.detail(vin),
    queryFn: ({ signal }) => getVehicle(vin, signal),
    staleTime: 10 * 60_000,
  });

export const useVehicle = (vin: string) => useQuery(vehicleQueryOptions(vin));

/** Facts the views branch on: EV sections need `ev-charging`, fuel sections a tank. */
export function vehicleTraits(v: Vehicle | undefined) {
  const caps = v?.Vehicle.Capabilities ?? [];
  const fuel = v?.Vehicle.Powertrain.FuelType ?? '';
  return {
    hasEv: caps.includes('ev-charging'),
    hasFuel: fuel !== '' && fuel !== 'electric',
    hasJourneys: caps.includes('journey-log'),
    capabilities: caps,
    fuelType: fuel,
  };
}
