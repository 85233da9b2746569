import type { Journey } from '../../../contract';
import { decodePolylineFlat } from '../../../contract/polyline';
import { isValidPosition, type LatLng } from '../../utils/geo';
import { pointsOf, simplifyPathForScreen, type FlatPath } from '../../utils/polyline-simplify';

/**
 * The decoded route's valid positions, flat (latitude, longitude, …). A route that is missing or does not decode, or
 * has fewer than two valid points, falls back to the straight line from start to end, so the journey still shows.
 */
function flatRoute(journey: Journey): FlatPath {
  let path: FlatPath;
  try {
    path = decodePolylineFlat(journey.route);
  } catch {
    path = new Float64Array(0);
  }
  let kept = 0;
  for (let i = 0; i < path.length; i += 2)
    if (isValidPosition(path[i], path[i + 1])) {
      path[kept++] = path[i]!;
      path[kept++] = path[i + 1]!;
    }
  if (kept >= 4) return path.subarray(0, kept);
  const { start, end } = journey;
  return Float64Array.of(start.latitude, start.longitude, end.latitude, end.longitude);
}

/** `make` once per journey object (an answer's journeys keep their identity until it changes). */
function perJourney<T>(make: (journey: Journey) => T): (journey: Journey) => T {
  const cache = new WeakMap<Journey, T>();
  return (journey) => {
    if (!cache.has(journey)) cache.set(journey, make(journey));
    return cache.get(journey)!;
  };
}

/** Every point of a journey's route (polyline precision 5), as the GPX export writes them. */
export const routePoints = perJourney((journey): LatLng[] => pointsOf(flatRoute(journey)));

/**
 * A journey's route as the map draws it, simplified for the screen (`simplifyPathForScreen`): decoded flat, so a
 * 50,000-point route makes arrays only for the points kept (issue 18).
 */
export const routePath = perJourney((journey): LatLng[] => simplifyPathForScreen(flatRoute(journey)));
