import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  compassPoint,
  cumulativeDistances,
  geoUri,
  haversineDistance,
  isValidPosition,
  osmLink,
} from './geo';

describe('haversineDistance', () => {
  it('measures Berlin to Munich as about 504 km', () => {
    const d = haversineDistance([52.52, 13.405], [48.1351, 11.582]);
    expect(d / 1000).toBeCloseTo(504.4, 0);
  });
  it('is zero for the same point and symmetric', () => {
    expect(haversineDistance([10, 20], [10, 20])).toBe(0);
    expect(haversineDistance([1, 2], [3, 4])).toBeCloseTo(haversineDistance([3, 4], [1, 2]), 6);
  });
  it('gives one degree of latitude as about 111.2 km', () => {
    expect(haversineDistance([0, 0], [1, 0])).toBeCloseTo(111_195, -1);
  });
  it('handles antipodes without NaN', () => {
    expect(haversineDistance([0, 0], [0, 180])).toBeCloseTo(Math.PI * 6_371_008.8, 0);
  });
});

describe('paths', () => {
  it('accumulates distances', () => {
    const c = cumulativeDistances([
      [0, 0],
      [1, 0],
      [2, 0],
    ]);
    expect(c[0]).toBe(0);
    expect(c[2]).toBeCloseTo(2 * c[1]!, 6);
    expect(cumulativeDistances([])).toEqual([]);
  });
});

describe('boundsOf', () => {
  it('spans every path and skips non-finite points', () => {
    expect(
      boundsOf([
        [
          [1, 2],
          [3, -4],
        ],
        [
          [-1, 5],
          [NaN, 100],
        ],
      ]),
    ).toEqual({ south: -1, west: -4, north: 3, east: 5 });
  });
  it('is null when nothing is there', () => {
    expect(boundsOf([])).toBeNull();
    expect(boundsOf([[]])).toBeNull();
  });
});

describe('positions and links', () => {
  it('validates ranges', () => {
    expect(isValidPosition(52.5, 13.4)).toBe(true);
    expect(isValidPosition(91, 0)).toBe(false);
    expect(isValidPosition(0, -181)).toBe(false);
    expect(isValidPosition('1', 2)).toBe(false);
  });
  it('names compass points', () => {
    expect(compassPoint(0)).toBe('N');
    expect(compassPoint(359)).toBe('N');
    expect(compassPoint(95)).toBe('E');
    expect(compassPoint(-90)).toBe('W');
    expect(compassPoint(225)).toBe('SW');
  });
  it('builds geo: and OpenStreetMap links', () => {
    expect(geoUri(52.52, 13.405)).toBe('geo:52.52,13.405');
    expect(osmLink(52.5200001, -13.4)).toBe('https://www.openstreetmap.org/?mlat=52.52&mlon=-13.4#map=16/52.52/-13.4');
  });
});
