import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AlertPage } from '../../../../contract';
import { toRequestQuery } from '../../../../contract/query';
import { ALERTS_QUERY, type AlertQuery } from '../../../../contract/list-queries';
import { apiGet } from '../../../lib/api/client';
import { vehicleKeys } from '../../../lib/query-keys';

/** GET /v1/vehicles/{vin}/alerts?severity&active&page&size&sort. */
export function getAlerts(vin: string, params: AlertQuery, signal?: AbortSignal): Promise<AlertPage> {
  return apiGet(`/v1/vehicles/${encodeURIComponent(vin)}/alerts`, AlertPage, {
    query: toRequestQuery(ALERTS_QUERY, params),
    signal,
  });
}

export const alertsQueryOptions = (vin: string, params: AlertQuery) =>
  queryOptions({
    queryKey: vehicleKeys.alerts(vin, toRequestQuery(ALERTS_QUERY, params)),
    queryFn: ({ signal }) => getAlerts(vin, params, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useAlerts = (vin: string, params: AlertQuery) => useQuery(alertsQueryOptions(vin, params));
