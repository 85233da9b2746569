import { describe, expect, it } from 'vitest';
import { testStart } from './test-clock';

const at = (iso: string) => Date.parse(iso);

describe('SANDBOX_START for test runs', () => {
  it('an instant is used as it is, for unit tests and e2e alike', () => {
    expect(testStart('2026-11-20T00:40:00Z', 'fixed')).toBe(at('2026-11-20T00:40:00Z'));
    expect(testStart('2026-11-20T00:40:00Z', at('2026-12-31T10:00:00Z'))).toBe(at('2026-11-20T00:40:00Z'));
  });

  it('unit tests put a time of day, and by default noon, on 2026-11-20', () => {
    expect(testStart('00:40', 'fixed')).toBe(at('2026-11-20T00:40:00Z'));
    expect(testStart(undefined, 'fixed')).toBe(at('2026-11-20T12:00:00Z'));
    expect(testStart('', 'fixed')).toBe(at('2026-11-20T12:00:00Z'));
  });

  it('e2e puts a time of day on its latest past instant, so the simulated date is the browser’s', () => {
    const now = at('2026-11-26T01:20:00Z');
    expect(testStart('00:40', now)).toBe(at('2026-11-26T00:40:00Z'));
    expect(testStart(undefined, now)).toBe(at('2026-11-25T12:00:00Z'));
    expect(testStart('01:20', now)).toBe(now);
    expect(testStart('00:00', at('2027-01-01T00:00:30Z'))).toBe(at('2027-01-01T00:00:00Z'));
    expect(testStart('23:59', at('2027-01-01T00:00:30Z'))).toBe(at('2026-12-31T23:59:00Z'));
  });

  it('anything else is refused with the sandbox’s own configuration error', () => {
    expect(() => testStart('24:00', 'fixed')).toThrow(/SANDBOX_START/);
    expect(() => testStart('noon', Date.now())).toThrow(/SANDBOX_START/);
  });
});
