import { describe, expect, it } from 'vitest';
import { ALERTS_QUERY, JOURNEYS_QUERY } from '../list-queries';
import { NO_QUERY, type QueryDescription } from './describe';
import { parseQuery, readSearchParams } from './read';

const alerts = (q: Record<string, string | string[]>) => parseQuery(ALERTS_QUERY, q);
const journeys = (q: Record<string, string | string[]>) => parseQuery(JOURNEYS_QUERY, q);
const refusedFields = (parsed: ReturnType<typeof alerts> | ReturnType<typeof journeys>) =>
  parsed.ok ? [] : parsed.violations.map((v) => v.field);

describe('list query parameters, strictly (the sandbox: DESIGN §3 pages, 400 with violations)', () => {
  it('applies the defaults', () => {
    expect(alerts({})).toEqual({
      ok: true,
      value: { page: 0, size: 20, sort: [{ field: 'raisedAt', direction: 'desc' }] },
    });
    expect(journeys({})).toEqual({
      ok: true,
      value: { page: 0, size: 20, sort: [{ field: 'startTime', direction: 'desc' }] },
    });
  });

  it('accepts every documented form', () => {
    expect(
      alerts({
        page: '2',
        size: '100',
        sort: ['severity,desc', 'raisedAt,asc'],
        severity: 'warning,critical',
        active: 'true',
      }),
    ).toEqual({
      ok: true,
      value: {
        page: 2,
        size: 100,
        sort: [
          { field: 'severity', direction: 'desc' },
          { field: 'raisedAt', direction: 'asc' },
        ],
        severity: ['warning', 'critical'],
        active: true,
      },
    });
    expect(alerts({ severity: ['critical', 'info'], sort: 'code' })).toMatchObject({
      ok: true,
      value: { severity: ['info', 'critical'], sort: [{ field: 'code', direction: 'asc' }] },
    });
    const range = journeys({ from: '2026-01-01T00:00:00Z', to: '2026-01-31T23:59:59.999Z' });
    expect(range.ok && range.value.from).toBe('2026-01-01T00:00:00.000Z');
  });

  const refusedAlerts: Record<string, (string | string[])[]> = {
    page: ['-1', 'x', '01', '1000001', ['1', '2']],
    size: ['0', '101', '2.5'],
    sort: ['nope,asc', 'raisedAt,up', 'raisedAt,asc,again'],
    severity: ['fatal', 'info,'],
    active: ['yes'],
    colour: ['red'],
  };
  it.each(Object.entries(refusedAlerts).flatMap(([field, values]) => values.map((value) => [field, value] as const)))(
    'refuses alerts query %s=%j',
    (field, value) => {
      expect(refusedFields(alerts({ [field]: value }))).toEqual([field]);
    },
  );

  it.each([
    [{ from: '2026-01-01' }, 'from'],
    [{ to: '2026-01-01T00:00:00+02:00' }, 'to'],
    [{ from: '2026-02-30T00:00:00Z' }, 'from'],
    [{ from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' }, 'from'],
    [{ severity: 'info' }, 'severity'],
  ])('refuses journeys query %j on %s', (query, field) => {
    expect(refusedFields(journeys(query))).toEqual([field]);
  });

  it('takes pages of up to 1,000 journeys only with fields=summary (no route), 100 otherwise', () => {
    expect(journeys({ size: '1000', fields: 'summary' })).toMatchObject({ ok: true, value: { size: 1000 } });
    expect(journeys({ size: '1000' })).toEqual({
      ok: false,
      violations: [{ field: 'size', rejectedValue: '1000', message: 'must be at most 100 unless fields=summary' }],
    });
    expect(journeys({ size: '1001', fields: 'summary' })).toEqual({
      ok: false,
      violations: [{ field: 'size', rejectedValue: '1001', message: 'must be an integer from 1 to 1000' }],
    });
    expect(readSearchParams(JOURNEYS_QUERY, new URLSearchParams('size=500')).size).toBe(20);
    expect(alerts({ size: '101' }).ok).toBe(false);
  });

  it('keeps the texts of its problems', () => {
    const parsed = alerts({ page: 'x', size: '0', sort: 'x', severity: 'loud', active: 'maybe', page2: '1' });
    expect(parsed.ok ? [] : parsed.violations).toEqual([
      { field: 'page2', rejectedValue: '1', message: 'is not a known parameter' },
      { field: 'page', rejectedValue: 'x', message: 'must be an integer from 0 to 1000000' },
      { field: 'size', rejectedValue: '0', message: 'must be an integer from 1 to 100' },
      {
        field: 'sort',
        rejectedValue: 'x',
        message: 'must be field,asc|desc with field one of raisedAt, clearedAt, severity, code, title',
      },
      { field: 'severity', rejectedValue: 'loud', message: 'must be one of info, warning, critical' },
      { field: 'active', rejectedValue: 'maybe', message: 'must be true or false' },
    ]);
    expect(journeys({ from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' })).toEqual({
      ok: false,
      violations: [{ field: 'from', rejectedValue: '2026-02-01T00:00:00Z', message: 'must not be after to' }],
    });
    expect(journeys({ to: ['2026-01-01T00:00:00Z', 'x'] })).toEqual({
      ok: false,
      violations: [{ field: 'to', rejectedValue: '2026-01-01T00:00:00Z,x', message: 'must be given at most once' }],
    });
  });

  it('lists every violation at once', () => {
    expect(refusedFields(alerts({ page: 'x', size: '0', active: 'maybe' }))).toEqual(['page', 'size', 'active']);
  });

  it('each instant bound names an instant of the same query', () => {
    for (const description of [ALERTS_QUERY, JOURNEYS_QUERY] as QueryDescription[])
      for (const p of Object.values(description))
        if (p.kind === 'instant' && p.notAfter) expect(description[p.notAfter]?.kind).toBe('instant');
  });

  it('refuses parameters on endpoints that take none', () => {
    expect(parseQuery(NO_QUERY, { debug: '1' })).toEqual({
      ok: false,
      violations: [{ field: 'debug', rejectedValue: '1', message: 'is not a known parameter' }],
    });
    expect(parseQuery(NO_QUERY, {})).toEqual({ ok: true, value: {} });
  });
});

describe('list query parameters, forgivingly (a page URL)', () => {
  const read = (search: string) => readSearchParams(ALERTS_QUERY, new URLSearchParams(search));

  it('reads filters, sort and paging', () => {
    expect(read('severity=critical&severity=warning&active=true&sort=severity,desc&page=2&size=50')).toEqual({
      severity: ['warning', 'critical'],
      active: true,
      sort: [{ field: 'severity', direction: 'desc' }],
      page: 2,
      size: 50,
    });
    expect(read('severity=info,critical').severity).toEqual(['info', 'critical']);
  });

  it('falls back to the defaults for junk instead of failing, and keeps what is usable', () => {
    expect(read('severity=loud&active=maybe&page=-1&size=1000&sort=colour,up&range=7d')).toEqual(read(''));
    expect(read('severity=loud,warning&sort=colour,up&sort=title,asc&page=3&page=4')).toEqual({
      ...read(''),
      severity: ['warning'],
      sort: [{ field: 'title', direction: 'asc' }],
      page: 3,
    });
  });

  it('drops an instant that comes after the one it may not pass', () => {
    const search = new URLSearchParams({ from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' });
    expect(readSearchParams(JOURNEYS_QUERY, search)).toMatchObject({ to: '2026-01-01T00:00:00.000Z' });
    expect(readSearchParams(JOURNEYS_QUERY, search).from).toBeUndefined();
  });
});
