import { haversineDistance } from './geo';

export type Position = { latitude: number; longitude: number };

/** A place the owner marked for a car ("Home", "Office"): a circle around a point. */
export type Place = Position & { id: string; name: string; radiusM: number };

/** Metres between two positions. */
export const distanceM = (a: Position, b: Position) =>
  haversineDistance([a.latitude, a.longitude], [b.latitude, b.longitude]);

export const DEFAULT_PLACE_RADIUS_M = 150;

/** The marked place nearest to `position`, or undefined when none is marked. */
export function nearestPlace(position: Position, places: readonly Place[]): Place | undefined {
  let best: Place | undefined;
  let bestDistance = Infinity;
  for (const place of places) {
    const d = distanceM(position, place);
    if (d < bestDistance) [best, bestDistance] = [place, d];
  }
  return best;
}

/** Whether `position` lies inside `place` (on its edge counts as inside). */
export const isInside = (position: Position, place: Place) => distanceM(position, place) <= place.radiusM;
