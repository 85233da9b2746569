import { describe, expect, it } from 'vitest';
import { formatAge, formatDateTime, formatDuration, isStale, STALE_AFTER_MS } from './time';

const now = Date.parse('2026-11-22T12:00:00.000Z');

describe('formatAge', () => {
  it('says how long ago a value was sent', () => {
    expect(formatAge('2026-11-22T11:57:00.000Z', now, 'en')).toBe('3 min. ago');
    expect(formatAge('2026-11-22T10:00:00.000Z', now, 'en')).toBe('2 hr. ago');
    expect(formatAge('2026-11-21T12:00:00.000Z', now, 'en')).toBe('yesterday');
    expect(formatAge('2026-11-22T11:59:30.000Z', now, 'en')).toBe('30 sec. ago');
  });
  it('calls the last few seconds "now" ("jetzt")', () => {
    expect(formatAge('2026-11-22T11:59:55.000Z', now, 'en')).toBe('now');
    expect(formatAge(now, now, 'de')).toBe('jetzt');
  });
  it('handles future timestamps (clock skew) and garbage', () => {
    expect(formatAge('2026-11-22T12:05:00.000Z', now, 'en')).toBe('in 5 min.');
    expect(formatAge('not a date', now, 'en')).toBe('—');
  });
  it('follows the locale', () => {
    expect(formatAge('2026-11-22T11:57:00.000Z', now, 'de')).toBe('vor 3 Min.');
  });
});

describe('isStale', () => {
  it('is stale past the threshold, fresh before it', () => {
    expect(isStale(now - STALE_AFTER_MS - 1, now)).toBe(true);
    expect(isStale(now - STALE_AFTER_MS + 1000, now)).toBe(false);
    expect(isStale(now - 61_000, now, 60_000)).toBe(true);
  });
  it('treats an unreadable timestamp as stale', () => {
    expect(isStale('yesterday-ish', now)).toBe(true);
  });
});

describe('formatDateTime', () => {
  it('uses a 24-hour or 12-hour clock', () => {
    const t = '2026-11-22T15:04:05.000Z';
    expect(formatDateTime(t, '24h', 'en-GB', 'UTC')).toBe('22 Nov 2026, 15:04:05');
    expect(formatDateTime(t, '12h', 'en-US', 'UTC')).toMatch(/^Nov 22, 2026, 3:04:05\sPM$/);
  });
  it('midnight is 00 on the 24-hour clock, 12 AM on the 12-hour one', () => {
    const t = '2026-11-22T00:30:00.000Z';
    expect(formatDateTime(t, '24h', 'en-GB', 'UTC')).toBe('22 Nov 2026, 00:30:00');
    expect(formatDateTime(t, '12h', 'en-US', 'UTC')).toMatch(/^Nov 22, 2026, 12:30:00\sAM$/);
  });
});

describe('formatDuration', () => {
  it('formats seconds in the language', () => {
    expect(formatDuration(40, 'en')).toBe('40 sec');
    expect(formatDuration(12 * 60, 'en')).toBe('12 min');
    expect(formatDuration(3600 + 5 * 60, 'en')).toBe('1 hr 5 min');
    expect(formatDuration(3600 + 5 * 60, 'de')).toBe('1 Std. 5 Min.');
    expect(formatDuration(-1, 'en')).toBe('—');
  });
});

describe('formatDuration over days', () => {
  it('switches to days past two days', () => {
    expect(formatDuration(9_663_541, 'en')).toBe('112 days');
    expect(formatDuration(9_663_541, 'de')).toBe('112 Tage');
    expect(formatDuration(47 * 3600, 'en')).toBe('47 hr 0 min');
  });
});
