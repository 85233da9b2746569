import { describe, expect, it } from 'vitest';
import { ReplayCache } from './replay-cache';

describe('ReplayCache', () => {
  it('remembers a key until it expires, then forgets it', () => {
    let now = 0;
    const cache = new ReplayCache(10, () => now);
    expect(cache.add('a', 1000)).toBe('fresh');
    expect(cache.add('a', 1000)).toBe('replayed');
    now = 1000;
    expect(cache.add('a', 2000)).toBe('fresh');
    expect(cache.size).toBe(1);
  });
  it('at the cap refuses rather than forgetting unexpired keys, sweeps expired ones (out of order too)', () => {
    let now = 0;
    const cache = new ReplayCache(3, () => now, 0);
    cache.add('late', 5000);
    cache.add('early1', 1000);
    cache.add('early2', 1000);
    expect(cache.add('x', 9000)).toBe('full');
    expect(cache.add('late', 9000)).toBe('replayed');
    now = 1000;
    expect(cache.add('x', 9000)).toBe('fresh');
    expect(cache.size).toBe(2);
  });
  it('runs the full sweep at most once per interval', () => {
    let now = 0;
    const cache = new ReplayCache(2, () => now, 1000);
    cache.add('a', 5000);
    cache.add('b', 100);
    expect(cache.add('c', 5000)).toBe('full');
    now = 500;
    // 'b' has expired but sits behind 'a'; the full sweep ran at 0 and may not run again until 1000.
    expect(cache.add('c', 5000)).toBe('full');
    now = 1000;
    expect(cache.add('c', 5000)).toBe('fresh');
  });
});
