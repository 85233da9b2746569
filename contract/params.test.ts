import { describe, expect, it } from 'vitest';
import { parseAlertQuery, parseJourneyQuery, parseNoQuery } from './params';

describe('list query parameters', () => {
  it('applies the defaults', () => {
    expect(parseAlertQuery({})).toEqual({
      ok: true,
      value: { page: 0, size: 20, sort: [{ field: 'raisedAt', direction: 'desc' }] },
    });
    expect(parseJourneyQuery({})).toEqual({
      ok: true,
      value: { page: 0, size: 20, sort: [{ field: 'startTime', direction: 'desc' }] },
    });
  });

  it('accepts every documented form', () => {
    const parsed = parseAlertQuery({
      page: '2',
      size: '100',
      sort: ['severity,desc', 'raisedAt,asc'],
      severity: 'warning,critical',
      active: 'true',
    });
    expect(parsed).toEqual({
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
    const journeys = parseJourneyQuery({ from: '2026-01-01T00:00:00Z', to: '2026-01-31T23:59:59.999Z' });
    expect(journeys.ok && journeys.value.from).toBe('2026-01-01T00:00:00.000Z');
  });

  it.each([
    [{ page: '-1' }, 'page'],
    [{ page: 'x' }, 'page'],
    [{ page: '01' }, 'page'],
    [{ size: '0' }, 'size'],
    [{ size: '101' }, 'size'],
    [{ size: '2.5' }, 'size'],
    [{ sort: 'nope,asc' }, 'sort'],
    [{ sort: 'raisedAt,up' }, 'sort'],
    [{ severity: 'fatal' }, 'severity'],
    [{ active: 'yes' }, 'active'],
    [{ page: ['1', '2'] }, 'page'],
    [{ colour: 'red' }, 'colour'],
  ])('refuses alerts query %j on %s', (query, field) => {
    const parsed = parseAlertQuery(query);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.violations.map((v) => v.field)).toContain(field);
  });

  it.each([
    [{ from: '2026-01-01' }, 'from'],
    [{ to: '2026-01-01T00:00:00+02:00' }, 'to'],
    [{ from: '2026-02-30T00:00:00Z' }, 'from'],
    [{ from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' }, 'from'],
  ])('refuses journeys query %j on %s', (query, field) => {
    const parsed = parseJourneyQuery(query);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.violations.map((v) => v.field)).toContain(field);
  });

  it('lists every violation at once', () => {
    const parsed = parseAlertQuery({ page: 'x', size: '0', active: 'maybe' });
    expect(parsed.ok === false && parsed.violations.map((v) => v.field)).toEqual(['page', 'size', 'active']);
  });

  it('refuses parameters on endpoints that take none', () => {
    expect(parseNoQuery({ debug: '1' }).ok).toBe(false);
    expect(parseNoQuery({}).ok).toBe(true);
  });
});
