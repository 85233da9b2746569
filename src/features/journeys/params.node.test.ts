import { describe, expect, it } from 'vitest';
import { parseQuery, toRequestQuery } from '../../../contract/query';
import { JOURNEYS_QUERY } from '../../../contract/list-queries';
import { journeyListFromSearch, journeyQuery, searchForJourneys } from './params';
import { rangeFromSearch } from './range';

const now = new Date(2026, 10, 22, 15, 30);

describe('the journeys page URL: the picker’s range and the contract’s page and sort', () => {
  it('round-trips URL → state → request, and the request is one the service accepts', () => {
    const url = new URLSearchParams('range=custom&from=2026-10-01&to=2026-10-31&page=2&sort=distance,desc');
    const range = rangeFromSearch(url, now);
    const list = journeyListFromSearch(url, range);
    expect(list).toEqual({ page: 2, size: 20, sort: [{ field: 'distance', direction: 'desc' }] });
    expect(searchForJourneys(range, list).toString()).toBe(
      'range=custom&from=2026-10-01&to=2026-10-31&page=2&sort=distance%2Cdesc',
    );
    const request = toRequestQuery(JOURNEYS_QUERY, journeyQuery(range, list));
    expect(request).toEqual({
      page: '2',
      size: '20',
      sort: ['distance,desc'],
      from: new Date(2026, 9, 1).toISOString(),
      to: new Date(2026, 9, 31, 23, 59, 59, 999).toISOString(),
    });
    expect(parseQuery(JOURNEYS_QUERY, request)).toEqual({ ok: true, value: journeyQuery(range, list) });
  });

  it('leaves the first page and the default sort out of the URL', () => {
    const range = rangeFromSearch(new URLSearchParams('range=90d'), now);
    expect(searchForJourneys(range, journeyListFromSearch(new URLSearchParams(), range)).toString()).toBe('range=90d');
  });

  it('ignores a bad page, and starts at the first page when the range itself was unusable', () => {
    const bad = new URLSearchParams('page=-1');
    expect(journeyListFromSearch(bad, rangeFromSearch(bad, now)).page).toBe(0);
    const reversed = new URLSearchParams('range=custom&from=2026-10-31&to=2026-10-01&page=4');
    expect(journeyListFromSearch(reversed, rangeFromSearch(reversed, now)).page).toBe(0);
  });
});
