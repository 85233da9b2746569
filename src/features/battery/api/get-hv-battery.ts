import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query';
import { SignalsBody } from '../../../../contract';
import { apiGet } from '../../../lib/api/client';
import { vehicleKeys } from '../../../lib/query-keys';

/** GET /v1/vehicles/{vin}/ev/hv-battery: per-cell voltages and temperatures, health, cycle count, pack values. 404 without `ev-charging`. */
export function getHvBattery(vin: string, signal?: AbortSignal): Promise<SignalsBody> {
  return apiGet(`/v1/vehicles/${encodeURIComponent(vin)}/ev/hv-battery`, SignalsBody, { signal });
}

export const hvBatteryQueryOptions = (vin: string) =>
  queryOptions({
    queryKey: vehicleKeys.hvBattery(vin),
    queryFn: ({ signal }) => getHvBattery(vin, signal),
    staleTime: 30_000,
  });

export const useHvBattery = (vin: string, enabled = true) => useQuery({ ...hvBatteryQueryOptions(vin), enabled });
