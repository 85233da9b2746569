import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query';
import { Charger } from '../../../../contract/chargers';
import { apiGet } from '../../../lib/api/client';
import { chargerKeys } from '../../../lib/query-keys';

/** GET /v1/chargers/{chargerId}: connectors (OCPP status, power, the car plugged in) and the meter. Live over the stream. */
export function getCharger(id: string, signal?: AbortSignal): Promise<Charger> {
  return apiGet(`/v1/chargers/${encodeURIComponent(id)}`, Charger, { signal });
}

export const chargerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: chargerKeys.detail(id),
    queryFn: ({ signal }) => getCharger(id, signal),
    staleTime: 30_000,
  });

/** `refetchInterval`: while the stream is unavailable, the connectors are polled over REST instead. */
export const useCharger = (id: string, refetchInterval: number | false = false) =>
  useQuery({ ...chargerQueryOptions(id), refetchInterval });
