import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodePolyline, encodePolyline, type LatLngTuple } from './polyline';

const GOOGLE_POINTS: LatLngTuple[] = [
  [38.5, -120.2],
  [40.7, -120.95],
  [43.252, -126.453],
];
const GOOGLE_ENCODED = '_p~iF~ps|U_ulLnnqC_mqNvxq`@';

describe('encoded polyline', () => {
  it('encodes Google’s reference vector', () => {
    expect(encodePolyline(GOOGLE_POINTS)).toBe(GOOGLE_ENCODED);
  });

  it('decodes Google’s reference vector', () => {
    expect(decodePolyline(GOOGLE_ENCODED)).toEqual(GOOGLE_POINTS);
  });

  it('handles the empty path and a single point', () => {
    expect(encodePolyline([])).toBe('');
    expect(decodePolyline('')).toEqual([]);
    expect(decodePolyline(encodePolyline([[52.52, 13.405]]))).toEqual([[52.52, 13.405]]);
  });

  it('supports other precisions (6, as OSRM and Valhalla use)', () => {
    const points: LatLngTuple[] = [
      [48.135125, 11.581981],
      [48.137154, 11.576124],
    ];
    expect(decodePolyline(encodePolyline(points, 6), 6)).toEqual(points);
    expect(encodePolyline(points, 6)).not.toBe(encodePolyline(points, 5));
  });

  it('rounds half away from zero, like the reference implementation', () => {
    expect(decodePolyline(encodePolyline([[0.000005, -0.000005]]))).toEqual([[0.00001, -0.00001]]);
  });

  it('round-trips any path to within half a unit of the precision', () => {
    const coordinate = fc.tuple(
      fc.double({ min: -90, max: 90, noNaN: true }),
      fc.double({ min: -180, max: 180, noNaN: true }),
    );
    fc.assert(
      fc.property(fc.array(coordinate, { maxLength: 60 }), fc.integer({ min: 0, max: 7 }), (points, precision) => {
        const decoded = decodePolyline(encodePolyline(points as LatLngTuple[], precision), precision);
        expect(decoded).toHaveLength(points.length);
        const tolerance = 0.5 / 10 ** precision + 1e-9;
        decoded.forEach(([lat, lng], i) => {
          expect(Math.abs(lat - points[i]![0])).toBeLessThanOrEqual(tolerance);
          expect(Math.abs(lng - points[i]![1])).toBeLessThanOrEqual(tolerance);
        });
      }),
    );
  });

  it('is exact on values already at the precision', () => {
    const coordinate = fc.tuple(
      fc.integer({ min: -9_000_000, max: 9_000_000 }),
      fc.integer({ min: -18_000_000, max: 18_000_000 }),
    );
    fc.assert(
      fc.property(fc.array(coordinate, { maxLength: 40 }), (ints) => {
        const points = ints.map(([a, b]) => [a / 1e5, b / 1e5] as LatLngTuple);
        expect(decodePolyline(encodePolyline(points))).toEqual(points);
      }),
    );
  });

  it('refuses malformed input with a clear error', () => {
    expect(() => decodePolyline('_p~iF~ps|U_')).toThrow(/truncated/);
    expect(() => decodePolyline('_p~iF ps|U')).toThrow(/invalid polyline character/);
    expect(() => encodePolyline([[Number.NaN, 1]])).toThrow(/finite/);
    expect(() => encodePolyline([[1, 1]], 11)).toThrow(/precision/);
  });
});
