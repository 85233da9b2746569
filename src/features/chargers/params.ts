import { omitParams, readSearchParams, toSearchParams, type QueryState } from '../../../contract/query';
import { CHARGER_SESSIONS_QUERY, type ChargerSessionQuery } from '../../../contract/list-queries';
import { searchForMonths, type MonthChoice, type MonthRange } from './range';

/** The charger page's URL: the months (`./range.ts`) and the session list's page, size and sort as the contract says. */
export const SESSION_LIST_URL = omitParams(CHARGER_SESSIONS_QUERY, 'from', 'to');
export type SessionListState = QueryState<typeof SESSION_LIST_URL>;

export const sessionListFromSearch = (search: URLSearchParams, range: MonthRange): SessionListState =>
  readSearchParams(SESSION_LIST_URL, range.problem ? new URLSearchParams() : search);

export function searchForSessions(range: MonthChoice, list: SessionListState): URLSearchParams {
  const search = searchForMonths(range);
  for (const [name, value] of toSearchParams(SESSION_LIST_URL, list)) search.append(name, value);
  return search;
}

export const sessionQuery = (range: Pick<MonthRange, 'from' | 'to'>, list: SessionListState): ChargerSessionQuery => ({
  ...list,
  from: range.from,
  to: range.to,
});
