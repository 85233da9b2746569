import { describe, expect, it } from 'vitest';
import { niceTicks, tickDigits } from './ticks';

describe('niceTicks', () => {
  it('gives round steps inside the range', () => {
    expect(niceTicks(3.69, 3.81, 5)).toEqual([3.7, 3.725, 3.75, 3.775, 3.8]);
    expect(niceTicks(0, 100, 5)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(21.3, 34.9, 4)).toEqual([22.5, 25, 27.5, 30, 32.5]);
  });
  it('copes with a flat or invalid range', () => {
    expect(niceTicks(5, 5)).toEqual([5]);
    expect(niceTicks(NaN, 1)).toEqual([]);
  });
  it('chooses digits from the step', () => {
    expect(tickDigits([3.7, 3.725])).toBe(3);
    expect(tickDigits([0, 20])).toBe(0);
    expect(tickDigits([22.5, 25])).toBe(1);
  });
});
