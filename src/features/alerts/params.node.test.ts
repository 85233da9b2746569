import { describe, expect, it } from 'vitest';
import { parseQuery, sortText } from '../../../contract/query';
import { ALERTS_QUERY } from '../../../contract/list-queries';
import { PAGE_SIZES, SORT_OPTIONS } from './params';

describe('what the alerts page offers is what the alerts query accepts', () => {
  it('every sort option and page size passes the service’s own validation', () => {
    for (const option of SORT_OPTIONS)
      expect(parseQuery(ALERTS_QUERY, { sort: sortText(option.sort) })).toMatchObject({ ok: true });
    for (const size of PAGE_SIZES) expect(parseQuery(ALERTS_QUERY, { size: String(size) })).toMatchObject({ ok: true });
  });
  it('offers the default sort first and every option once', () => {
    expect(SORT_OPTIONS[0].sort).toEqual(ALERTS_QUERY.sort.default[0]);
    expect(new Set(SORT_OPTIONS.map((o) => sortText(o.sort))).size).toBe(SORT_OPTIONS.length);
  });
});
