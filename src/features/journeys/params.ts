import { omitParams, readSearchParams, toSearchParams, type QueryState } from '../../../contract/query';
import { JOURNEYS_QUERY, type JourneyQuery } from '../../../contract/list-queries';
import { searchForRange, type RangeChoice, type RangeState } from './range';

/**
 * The journeys page's URL: the date range as the picker shows it (`range`, and local dates for a custom one:
 * `./range.ts`) and the rest of the list's query as the contract describes it (page, size, sort).
 */
export const JOURNEY_LIST_URL = omitParams(JOURNEYS_QUERY, 'from', 'to');
export type JourneyListState = QueryState<typeof JOURNEY_LIST_URL>;

/** The list state of a URL; a range the URL got wrong starts again at the first page of the default. */
export const journeyListFromSearch = (search: URLSearchParams, range: RangeState): JourneyListState =>
  readSearchParams(JOURNEY_LIST_URL, range.problem ? new URLSearchParams() : search);

export function searchForJourneys(range: RangeChoice, list: JourneyListState): URLSearchParams {
  const search = searchForRange(range);
  for (const [name, value] of toSearchParams(JOURNEY_LIST_URL, list)) search.append(name, value);
  return search;
}

/** What the API gets: the range as UTC instants, with the list's page and sort. */
export const journeyQuery = (range: Pick<RangeState, 'from' | 'to'>, list: JourneyListState): JourneyQuery => ({
  ...list,
  from: range.from,
  to: range.to,
});
