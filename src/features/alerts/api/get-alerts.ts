import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AlertPage } from '../../../../contract';
import { apiGet } from '../../../lib/api/client';
import { vehicleKeys, type AlertParams } from '../../../lib/query-keys';
import { alertParamsToQuery } from '../params';

/** GET /v1/vehicles/{vin}/alerts?severity&active&page&size&sort. */
export function getAlerts(vin: string, params: AlertParams, signal?: AbortSignal): Promise<AlertPage> {
  return apiGet(`/v1/vehicles/${encodeURIComponent(vin)}/alerts`, AlertPage, {
    query: alertParamsToQuery(params),
    signal,
  });
}

export const alertsQueryOptions = (vin: string, params: AlertParams) =>
  queryOptions({
    queryKey: vehicleKeys.alerts(vin, params),
    queryFn: ({ signal }) => getAlerts(vin, params, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useAlerts = (vin: string, params: AlertParams) => useQuery(alertsQueryOptions(vin, params));
