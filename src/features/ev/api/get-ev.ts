import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query';
import { EvBody } from '../../../../contract';
import { apiGet } from '../../../lib/api/client';
import { vehicleKeys } from '../../../lib/query-keys';

/** GET /v1/vehicles/{vin}/ev: charging state, state of charge, range and the current or last charging session. 404 without `ev-charging`. */
export function getEv(vin: string, signal?: AbortSignal): Promise<EvBody> {
  return apiGet(`/v1/vehicles/${encodeURIComponent(vin)}/ev`, EvBody, { signal });
}

export const evQueryOptions = (vin: string) =>
  queryOptions({ queryKey: vehicleKeys.ev(vin), queryFn: ({ signal }) => getEv(vin, signal), staleTime: 30_000 });

export const useEv = (vin: string, enabled = true) => useQuery({ ...evQueryOptions(vin), enabled });
