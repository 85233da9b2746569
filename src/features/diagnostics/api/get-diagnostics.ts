import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query';
import { DiagnosticsBody } from '../../../../contract/diagnostics';
import { readSearchParams, toRequestQuery } from '../../../../contract/query';
import { DIAGNOSTICS_QUERY, type DiagnosticsQuery } from '../../../../contract/list-queries';
import { apiGet } from '../../../lib/api/client';
import { vehicleKeys } from '../../../lib/query-keys';

/** Every code of the car, newest first: the query the view asks and the stream's messages carry. */
export const ALL_CODES: DiagnosticsQuery = readSearchParams(DIAGNOSTICS_QUERY, new URLSearchParams());

/** GET /v1/vehicles/{vin}/diagnostics?status&system&page&size&sort: the car's trouble codes (consent `diagnostics`). */
export function getDiagnostics(vin: string, params: DiagnosticsQuery, signal?: AbortSignal): Promise<DiagnosticsBody> {
  return apiGet(`/v1/vehicles/${encodeURIComponent(vin)}/diagnostics`, DiagnosticsBody, {
    query: toRequestQuery(DIAGNOSTICS_QUERY, params),
    signal,
  });
}

export const diagnosticsQueryOptions = (vin: string, params: DiagnosticsQuery = ALL_CODES) =>
  queryOptions({
    queryKey: vehicleKeys.diagnostics(vin, toRequestQuery(DIAGNOSTICS_QUERY, params)),
    queryFn: ({ signal }) => getDiagnostics(vin, params, signal),
    staleTime: 30_000,
  });

export const useDiagnostics = (vin: string, enabled = true) => useQuery({ ...diagnosticsQueryOptions(vin), enabled });
