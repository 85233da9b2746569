import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { JourneyPage } from '../../../../contract';
import { apiGet } from '../../../lib/api/client';
import { vehicleKeys, type JourneyParams } from '../../../lib/query-keys';

/** GET /v1/vehicles/{vin}/journeys: one page of journeys, `from`/`to` filtering on start time. */
export function getJourneys(vin: string, params: JourneyParams, signal?: AbortSignal): Promise<JourneyPage> {
  return apiGet(`/v1/vehicles/${encodeURIComponent(vin)}/journeys`, JourneyPage, {
    query: {
      from: params.from,
      to: params.to,
      page: String(params.page),
      size: String(params.size),
      sort: params.sort,
    },
    signal,
  });
}

export const journeysQueryOptions = (vin: string, params: JourneyParams) =>
  queryOptions({
    queryKey: vehicleKeys.journeys(vin, params),
    queryFn: ({ signal }) => getJourneys(vin, params, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useJourneys = (vin: string, params: JourneyParams) => useQuery(journeysQueryOptions(vin, params));
