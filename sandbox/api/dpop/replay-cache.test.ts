import { describe, expect, it } from 'vitest';
import { ReplayCache, replayLimitsFor } from './replay-cache';

const ONE = { perCaller: 10, total: 100 };

describe('ReplayCache', () => {
  it('remembers a key until it expires, then forgets it', () => {
    let now = 0;
    const cache = new ReplayCache(ONE, () => now);
    expect(cache.add('a', 'k', 1000)).toBe('fresh');
    expect(cache.has('a', 'k')).toBe(true);
    expect(cache.add('a', 'k', 1000)).toBe('replayed');
    now = 1000;
    expect(cache.has('a', 'k')).toBe(false);
    expect(cache.add('a', 'k', 2000)).toBe('fresh');
    expect(cache.size).toBe(1);
  });
  it('at a caller’s cap refuses rather than forgetting unexpired keys, sweeps expired ones (out of order too)', () => {
    let now = 0;
    const cache = new ReplayCache({ perCaller: 3, total: 100 }, () => now, 0);
    cache.add('a', 'late', 5000);
    cache.add('a', 'early1', 1000);
    cache.add('a', 'early2', 1000);
    expect(cache.add('a', 'x', 9000)).toBe('caller-full');
    expect(cache.add('a', 'late', 9000)).toBe('replayed');
    now = 1000;
    expect(cache.add('a', 'x', 9000)).toBe('fresh');
    expect(cache.sizeOf('a')).toBe(2);
    expect(cache.size).toBe(2);
  });
  it('runs the full sweep at most once per interval', () => {
    let now = 0;
    const cache = new ReplayCache({ perCaller: 2, total: 100 }, () => now, 1000);
    cache.add('a', 'a', 5000);
    cache.add('a', 'b', 100);
    expect(cache.add('a', 'c', 5000)).toBe('caller-full');
    now = 500;
    // 'b' has expired but sits behind 'a'; the full sweep ran at 0 and may not run again until 1000.
    expect(cache.add('a', 'c', 5000)).toBe('caller-full');
    now = 1000;
    expect(cache.add('a', 'c', 5000)).toBe('fresh');
  });
  it('a caller at its bound refuses only that caller: every other caller keeps adding', () => {
    const cache = new ReplayCache({ perCaller: 2, total: 10 }, () => 0);
    cache.add('flooder', '1', 60_000);
    cache.add('flooder', '2', 60_000);
    for (let i = 3; i < 100; i++) expect(cache.add('flooder', String(i), 60_000)).toBe('caller-full');
    expect(cache.sizeOf('flooder')).toBe(2);
    expect(cache.add('other', '1', 60_000)).toBe('fresh');
    expect(cache.has('other', '1') && !cache.has('flooder', '3')).toBe(true);
  });
  it('the overall bound holds across callers, and partitions whose entries expired are dropped to make room', () => {
    let now = 0;
    const cache = new ReplayCache({ perCaller: 2, total: 4 }, () => now, 0);
    for (const caller of ['a', 'b']) for (const key of ['1', '2']) cache.add(caller, key, 1000);
    expect(cache.add('c', '1', 5000)).toBe('full');
    expect(cache.size).toBe(4);
    now = 1000;
    expect(cache.add('c', '1', 5000)).toBe('fresh');
    expect([cache.size, cache.sizeOf('a'), cache.sizeOf('b')]).toEqual([1, 0, 0]);
  });
  it('tells how long until a caller’s oldest entry expires (or any caller’s)', () => {
    let now = 0;
    const cache = new ReplayCache(ONE, () => now);
    cache.add('a', '1', 30_000);
    cache.add('a', '2', 50_000);
    cache.add('b', '1', 20_000);
    now = 5000;
    expect(cache.retryAfterMs('a')).toBe(25_000);
    expect(cache.retryAfterMs()).toBe(15_000);
    expect(cache.retryAfterMs('nobody')).toBe(0);
  });
});

describe('replayLimitsFor', () => {
  it('gives a caller room for every proof its rate limit allows while an entry lives (70 s: three 60 s windows)', () => {
    expect(replayLimitsFor({ max: 120, windowMs: 60_000 })).toEqual({ total: 50_000, perCaller: 360 });
    expect(replayLimitsFor({ max: 10, windowMs: 10_000 })).toEqual({ total: 50_000, perCaller: 80 });
  });
  it('never lets one caller hold more than a tenth of the cache; explicit bounds win', () => {
    expect(replayLimitsFor({ max: 1_000_000, windowMs: 60_000 }).perCaller).toBe(5000);
    expect(replayLimitsFor({ max: 120, windowMs: 60_000 }, { total: 100 })).toEqual({ total: 100, perCaller: 10 });
    expect(replayLimitsFor({ max: 120, windowMs: 60_000 }, { perCaller: 7 })).toEqual({ total: 50_000, perCaller: 7 });
  });
});
