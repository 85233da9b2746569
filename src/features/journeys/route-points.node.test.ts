import { describe, expect, it } from 'vitest';
import { encodePolyline } from '../../../contract/polyline';
import { journeyFixture } from '../../utils/testing/journey';
import { routePoints } from './route-points';

const journey = (route: string) => journeyFixture({ route });

describe('routePoints', () => {
  it('decodes the precision-5 polyline of a journey', () => {
    const points: [number, number][] = [
      [52.5, 13.4],
      [52.50512, 13.40021],
      [52.51, 13.41],
    ];
    expect(routePoints(journey(encodePolyline(points)))).toEqual(points);
  });
  it('decodes the classic Google example', () => {
    expect(routePoints(journey('_p~iF~ps|U_ulLnnqC_mqNvxq`@'))).toEqual([
      [38.5, -120.2],
      [40.7, -120.95],
      [43.252, -126.453],
    ]);
  });
  it('falls back to start and end for an empty or broken route', () => {
    expect(routePoints(journey(''))).toEqual([
      [52.52, 13.405],
      [52.53, 13.41],
    ]);
    expect(routePoints(journey('_p~iF~ps|U_ul'))).toEqual([
      [52.52, 13.405],
      [52.53, 13.41],
    ]);
  });
  it('decodes a 50,000-point route', () => {
    const long: [number, number][] = Array.from({ length: 50_000 }, (_, i) => [
      48 + i * 1e-5,
      11 + Math.sin(i / 100) * 1e-3,
    ]);
    const decoded = routePoints(journey(encodePolyline(long)));
    expect(decoded).toHaveLength(50_000);
    expect(decoded[49_999]![0]).toBeCloseTo(long[49_999]![0], 5);
  });
});
