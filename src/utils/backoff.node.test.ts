import { describe, expect, it } from 'vitest';
import { backoffDelay, type Backoff } from './backoff';

const FULL: Backoff = { baseMs: 500, maxMs: 8_000, jitter: 'full' };
const EQUAL: Backoff = { baseMs: 1_000, maxMs: 60_000, jitter: 'equal' };

describe('backoffDelay', () => {
  it('full jitter waits anywhere from nothing up to the doubling ceiling, capped at the maximum', () => {
    expect(backoffDelay(FULL, 0, () => 0)).toBe(0);
    expect(backoffDelay(FULL, 0, () => 1)).toBe(500);
    expect(backoffDelay(FULL, 2, () => 0.5)).toBe(1000);
    expect(backoffDelay(FULL, 10, () => 1)).toBe(8_000);
  });

  it('equal jitter waits at least half the ceiling, so a retry never comes at once', () => {
    expect(backoffDelay(EQUAL, 0, () => 0)).toBe(500);
    expect(backoffDelay(EQUAL, 0, () => 1)).toBe(1000);
    expect(backoffDelay(EQUAL, 3, () => 0.5)).toBe(6000);
  });

  it('stays within its bounds for any attempt, however many', () => {
    for (const shape of [FULL, EQUAL]) {
      for (let attempt = 0; attempt < 2_000; attempt += 7) {
        for (const r of [0, 0.3, 0.999]) {
          const d = backoffDelay(shape, attempt, () => r);
          const ceiling = Math.min(shape.maxMs, shape.baseMs * 2 ** attempt);
          expect(d).toBeGreaterThanOrEqual(shape.jitter === 'equal' ? ceiling / 2 : 0);
          expect(d).toBeLessThanOrEqual(shape.maxMs);
        }
      }
    }
  });
});
