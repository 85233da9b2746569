import { describe, expect, it } from 'vitest';
import { Buckets } from './buckets';

describe('Buckets (per-address token buckets with bounded memory)', () => {
  it('allows a burst, then one per refill interval, and says how long to wait', () => {
    let now = 0;
    const b = new Buckets(3, 1000, 100, () => now);
    expect([b.take('ip'), b.take('ip'), b.take('ip'), b.take('ip')]).toEqual([true, true, true, false]);
    expect(b.has('ip')).toBe(false);
    expect(b.retryAfterMs('ip')).toBe(1000);
    now = 999;
    expect(b.take('ip')).toBe(false);
    now = 1000;
    expect([b.take('ip'), b.take('ip')]).toEqual([true, false]);
    expect(b.take('other')).toBe(true);
  });
  it('forgets full buckets on sweep and the least recently used key beyond its cap', () => {
    let now = 0;
    const b = new Buckets(2, 1000, 3, () => now);
    for (const ip of ['a', 'b', 'c', 'd']) b.take(ip);
    expect(b.size).toBe(3);
    expect(b.has('a')).toBe(true);
    now = 5000;
    b.sweep();
    expect(b.size).toBe(0);
  });
});
