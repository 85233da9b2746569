import { describe, expect, it } from 'vitest';
import { cellNumber, cellStats, zoomedDomain } from './cells';

describe('cellStats', () => {
  it('finds the extremes with their indices, the mean, spread in mV and standard deviation', () => {
    const s = cellStats([3.7, 3.72, 3.68, 3.7])!;
    expect(s.count).toBe(4);
    expect(s.min).toEqual({ index: 2, value: 3.68 });
    expect(s.max).toEqual({ index: 1, value: 3.72 });
    expect(s.mean).toBeCloseTo(3.7, 10);
    expect(s.spreadMv).toBeCloseTo(40, 6);
    expect(s.stdDev).toBeCloseTo(Math.sqrt((0 + 0.0004 + 0.0004 + 0) / 4), 10);
  });
  it('flags a weak cell among 200 as an outlier by z-score', () => {
    const cells = Array.from({ length: 200 }, (_, i) => 3.85 + ((i * 7) % 5) * 0.001);
    cells[16] = 3.712;
    const s = cellStats(cells)!;
    expect(s.min.index).toBe(16);
    expect(s.outliers.map((o) => o.index)).toEqual([16]);
    expect(s.outliers[0]!.z).toBeLessThan(-3);
    expect(cellNumber(s.min.index)).toBe(17);
  });
  it('reports the first index on ties and no outliers when every cell is equal', () => {
    const s = cellStats([3.7, 3.7, 3.7])!;
    expect(s.min.index).toBe(0);
    expect(s.max.index).toBe(0);
    expect(s.stdDev).toBe(0);
    expect(s.outliers).toEqual([]);
  });
  it('skips missing and non-numeric values but keeps positions', () => {
    const s = cellStats([null, 'x', 3.5, NaN, 3.9])!;
    expect(s.count).toBe(2);
    expect(s.min.index).toBe(2);
    expect(s.max.index).toBe(4);
  });
  it('is null without values', () => {
    expect(cellStats([])).toBeNull();
    expect(cellStats([null])).toBeNull();
  });
  it('honours a custom z threshold', () => {
    expect(cellStats([1, 1, 1, 2], 1)!.outliers.map((o) => o.index)).toEqual([3]);
  });
});

describe('zoomedDomain', () => {
  it('pads the data range', () => {
    const [lo, hi] = zoomedDomain(3.7, 3.8);
    expect(lo).toBeCloseTo(3.69, 10);
    expect(hi).toBeCloseTo(3.81, 10);
  });
  it('never returns an empty range', () => {
    const [lo, hi] = zoomedDomain(3.7, 3.7);
    expect(hi).toBeGreaterThan(lo);
  });
});
