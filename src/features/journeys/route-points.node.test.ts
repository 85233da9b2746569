import { describe, expect, it } from 'vitest';
import { encodePolyline } from '../../../contract/polyline';
import { journeyFixture } from '../../utils/testing/journey';
import { MAP_ROUTE_POINTS } from '../../utils/polyline-simplify';
import { routePath, routePoints } from './route-points';

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

describe('routePath (the route as the map draws it)', () => {
  const wave: [number, number][] = Array.from({ length: 50_000 }, (_, i) => [
    48.1 + Math.sin(i / 500) * 0.05,
    11.5 + (i / 50_000) * 0.3,
  ]);
  it('draws a 50,000-point route in at most the map’s points, its own points in order, both ends kept', () => {
    const full = routePoints(journey(encodePolyline(wave)));
    const drawn = routePath(journey(encodePolyline(wave)));
    expect(drawn.length).toBeLessThanOrEqual(MAP_ROUTE_POINTS);
    expect(drawn.length).toBeGreaterThan(MAP_ROUTE_POINTS / 2);
    expect(drawn[0]).toEqual(full[0]);
    expect(drawn.at(-1)).toEqual(full.at(-1));
    const at = new Map(full.map((p, i) => [p.join(), i]));
    const indices = drawn.map((p) => at.get(p.join()));
    expect(indices.every((v, i) => v !== undefined && (i === 0 || v > indices[i - 1]!))).toBe(true);
  });
  it('draws a short route whole, without the positions that are not on Earth', () => {
    const route = encodePolyline([
      [52.5, 13.4],
      [95, 13.41],
      [52.51, 13.41],
    ]);
    expect(routePath(journey(route))).toEqual([
      [52.5, 13.4],
      [52.51, 13.41],
    ]);
  });
  it('draws start to end for a route that is empty, broken or has one valid point', () => {
    const line = [
      [52.52, 13.405],
      [52.53, 13.41],
    ];
    expect(routePath(journey(''))).toEqual(line);
    expect(routePath(journey('_p~iF~ps|U_ul'))).toEqual(line);
    expect(
      routePath(
        journey(
          encodePolyline([
            [52.5, 13.4],
            [95, 13.41],
          ]),
        ),
      ),
    ).toEqual(line);
  });
});
