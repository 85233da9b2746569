import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query';
import { JourneyPage } from '../../../../contract';
import { toRequestQuery } from '../../../../contract/query';
import { JOURNEYS_QUERY, type JourneyQuery } from '../../../../contract/list-queries';
import { apiGet } from '../../../lib/api/client';
import { vehicleKeys } from '../../../lib/query-keys';

/** GET /v1/vehicles/{vin}/journeys: one page of journeys, `from`/`to` filtering on start time. */
export function getJourneys(vin: string, params: JourneyQuery, signal?: AbortSignal): Promise<JourneyPage> {
  return apiGet(`/v1/vehicles/${encodeURIComponent(vin)}/journeys`, JourneyPage, {
    query: toRequestQuery(JOURNEYS_QUERY, params),
    signal,
  });
}

export const journeysQueryOptions = (vin: string, params: JourneyQuery) =>
  queryOptions({
    queryKey: vehicleKeys.journeys(vin, toRequestQuery(JOURNEYS_QUERY, params)),
    queryFn: ({ signal }) => getJourneys(vin, params, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useJourneys = (vin: string, params: JourneyQuery) => useQuery(journeysQueryOptions(vin, params));
