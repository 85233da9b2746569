import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseAlertQuery, SEVERITIES } from '../../../contract';
import {
  alertParamsFromSearch,
  alertParamsToQuery,
  alertParamsToSearch,
  DEFAULT_ALERT_PARAMS,
  SORT_OPTIONS,
} from './params';

describe('alerts URL ↔ query', () => {
  it('reads filters, sort and paging from the URL', () => {
    const p = alertParamsFromSearch(
      new URLSearchParams('severity=critical&severity=warning&active=true&sort=severity,desc&page=2&size=50'),
    );
    expect(p).toEqual({ severity: ['warning', 'critical'], active: true, sort: ['severity,desc'], page: 2, size: 50 });
  });
  it('accepts comma-separated severities', () => {
    expect(alertParamsFromSearch(new URLSearchParams('severity=info,critical')).severity).toEqual(['info', 'critical']);
  });
  it('falls back to defaults for junk instead of failing', () => {
    expect(
      alertParamsFromSearch(new URLSearchParams('severity=loud&active=maybe&page=-1&size=1000&sort=colour,up')),
    ).toEqual(DEFAULT_ALERT_PARAMS);
  });
  it('leaves defaults out of the URL', () => {
    expect(alertParamsToSearch(DEFAULT_ALERT_PARAMS).toString()).toBe('');
    expect(alertParamsToSearch({ ...DEFAULT_ALERT_PARAMS, active: false, page: 1 }).toString()).toBe(
      'active=false&page=1',
    );
  });
  it('sends the same parameters the URL shows, repeated keys as arrays', () => {
    expect(
      alertParamsToQuery({
        severity: ['warning', 'critical'],
        active: true,
        sort: ['raisedAt,asc'],
        page: 3,
        size: 10,
      }),
    ).toEqual({
      severity: ['warning', 'critical'],
      active: 'true',
      sort: 'raisedAt,asc',
      page: '3',
      size: '10',
    });
  });
  it('round-trips and always produces a query the service accepts', () => {
    const arb = fc.record({
      severity: fc.option(fc.subarray([...SEVERITIES], { minLength: 1 }), { nil: undefined }),
      active: fc.option(fc.boolean(), { nil: undefined }),
      page: fc.integer({ min: 0, max: 1000 }),
      size: fc.integer({ min: 1, max: 100 }),
      sort: fc.array(fc.constantFrom(...SORT_OPTIONS.map((o) => o.value)), { minLength: 1, maxLength: 2 }),
    });
    fc.assert(
      fc.property(arb, (raw) => {
        const p = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined)) as typeof raw;
        const back = alertParamsFromSearch(alertParamsToSearch(p));
        expect(back).toEqual(p);
        expect(parseAlertQuery(alertParamsToQuery(p)).ok).toBe(true);
      }),
    );
  });
});
