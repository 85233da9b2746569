import { describe, expect, it } from 'vitest';
import { parseDateInput, presetRange, rangeFromSearch, searchForRange } from './range';

const now = new Date(2026, 10, 22, 15, 30); // 22 Nov 2026, local time

describe('journey date ranges', () => {
  it('covers whole local days for presets, ending today', () => {
    const r = presetRange('7d', now);
    expect(r.fromDate).toBe('2026-11-16');
    expect(r.toDate).toBe('2026-11-22');
    expect(r.from).toBe(new Date(2026, 10, 16).toISOString());
    expect(r.to).toBe(new Date(2026, 10, 22, 23, 59, 59, 999).toISOString());
    expect(presetRange('today', now).fromDate).toBe('2026-11-22');
  });
  it('sends ISO 8601 UTC instants', () => {
    const r = rangeFromSearch(new URLSearchParams('range=30d'), now);
    expect(r.from).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(r.preset).toBe('30d');
  });
  it('reads a custom range', () => {
    const r = rangeFromSearch(new URLSearchParams('range=custom&from=2026-10-01&to=2026-10-31&page=2'), now);
    expect(r).toMatchObject({ preset: 'custom', fromDate: '2026-10-01', toDate: '2026-10-31' });
    expect(r.problem).toBeUndefined();
  });
  it('falls back to 7 days with a reason for a reversed or impossible custom range or an unknown preset', () => {
    expect(rangeFromSearch(new URLSearchParams('range=custom&from=2026-10-31&to=2026-10-01'), now)).toMatchObject({
      preset: '7d',
      problem: { key: 'journeys.range.invalid' },
    });
    expect(rangeFromSearch(new URLSearchParams('range=custom&from=2026-02-30&to=2026-03-01'), now).preset).toBe('7d');
    expect(rangeFromSearch(new URLSearchParams('range=forever'), now).problem).toEqual({
      key: 'journeys.range.unknown',
      values: { preset: 'forever' },
    });
  });
  it('defaults to 7 days', () => {
    expect(rangeFromSearch(new URLSearchParams('page=-1'), now)).toMatchObject({ preset: '7d' });
  });
  it('round-trips through the URL', () => {
    const s = searchForRange({ preset: 'custom', fromDate: '2026-01-01', toDate: '2026-01-31' });
    expect(s.toString()).toBe('range=custom&from=2026-01-01&to=2026-01-31');
    expect(searchForRange({ preset: '90d' }).toString()).toBe('range=90d');
    expect(parseDateInput('2026-13-01')).toBeNull();
  });
});
