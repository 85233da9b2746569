import { describe, expect, it } from 'vitest';
import { WindowCounts } from './window-counts';

describe('WindowCounts (fixed windows per key with bounded memory)', () => {
  it('counts within a window, starts again when it ends, and says how long is left', () => {
    let now = 0;
    const w = new WindowCounts(10_000, 100, () => now);
    expect([w.add('a'), w.add('a'), w.add('b')]).toEqual([1, 2, 1]);
    expect(w.count('a')).toBe(2);
    now = 2_500;
    expect(w.retryAfter('a')).toBe(8);
    now = 10_000;
    expect(w.count('a')).toBe(0);
    expect(w.add('a')).toBe(1);
    w.forget('a');
    expect(w.count('a')).toBe(0);
  });

  it('beyond maxKeys forgets the oldest window', () => {
    let now = 0;
    const w = new WindowCounts(10_000, 2, () => now);
    w.add('old');
    now = 1_000;
    w.add('mid');
    w.add('mid');
    w.add('new');
    expect([w.count('old'), w.count('mid'), w.count('new')]).toEqual([0, 2, 1]);
  });
});
