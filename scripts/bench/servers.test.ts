import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../sandbox/config';
import { sandboxStart } from './servers';

const NOW = Date.parse('2026-11-26T07:30:00Z');

describe('the bench sandbox start', () => {
  it('hands the sandbox an instant it accepts for a time of day only the test clock reads', () => {
    const env = sandboxStart('00:40', NOW);
    expect(env).toEqual({ SANDBOX_START: '2026-11-26T00:40:00.000Z' });
    expect(loadConfig(env).start).toBe(Date.parse('2026-11-26T00:40:00Z'));
    expect(() => loadConfig({ SANDBOX_START: '00:40' })).toThrow(/SANDBOX_START/);
  });
  it('takes a time of day later than now on the day before (the latest past one)', () => {
    expect(sandboxStart('12:00', NOW)).toEqual({ SANDBOX_START: '2026-11-25T12:00:00.000Z' });
  });
  it('passes an instant through and leaves the sandbox on the real clock when unset', () => {
    expect(sandboxStart('2026-11-20T00:40:00Z', NOW)).toEqual({ SANDBOX_START: '2026-11-20T00:40:00.000Z' });
    expect(sandboxStart(undefined, NOW)).toEqual({});
    expect(sandboxStart(' ', NOW)).toEqual({});
  });
});
