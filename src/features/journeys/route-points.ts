import type { Journey } from '../../../contract';
import { decodePolyline } from '../../../contract/polyline';
import { isValidPosition, type LatLng } from '../../utils/geo';

const cache = new WeakMap<Journey, LatLng[]>();

/**
 * The decoded route of a journey (polyline precision 5). A route that is missing or does not decode
 * falls back to the straight line from start to end, so the journey still shows on the map.
 */
export function routePoints(journey: Journey): LatLng[] {
  const hit = cache.get(journey);
  if (hit) return hit;
  let points: LatLng[];
  try {
    points = decodePolyline(journey.route).filter(([lat, lon]) => isValidPosition(lat, lon));
  } catch {
    points = [];
  }
  if (points.length < 2)
    points = [
      [journey.start.latitude, journey.start.longitude],
      [journey.end.latitude, journey.end.longitude],
    ];
  cache.set(journey, points);
  return points;
}
