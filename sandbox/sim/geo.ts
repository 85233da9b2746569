export type LatLng = { latitude: number; longitude: number };

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres. */
export function haversine(a: LatLng, b: LatLng): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial bearing from a to b in degrees, 0 = north, clockwise, in [0, 360). */
export function bearing(a: LatLng, b: LatLng): number {
  const y = Math.sin(rad(b.longitude - a.longitude)) * Math.cos(rad(b.latitude));
  const x =
    Math.cos(rad(a.latitude)) * Math.sin(rad(b.latitude)) -
    Math.sin(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.cos(rad(b.longitude - a.longitude));
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

export function pathLength(points: readonly LatLng[]): number {
  let sum = 0;
  for (let i = 1; i < points.length; i++) sum += haversine(points[i - 1]!, points[i]!);
  return sum;
}

/** Local east/north metres around an origin (equirectangular; exact enough within a city). */
export function fromLocal(origin: LatLng, east: number, north: number): LatLng {
  return {
    latitude: origin.latitude + (north / EARTH_RADIUS_M) * (180 / Math.PI),
    longitude: origin.longitude + (east / (EARTH_RADIUS_M * Math.cos(rad(origin.latitude)))) * (180 / Math.PI),
  };
}

/** The point `distance` metres along a path, with the heading of the segment it lies on. */
export function along(points: readonly LatLng[], distance: number): { point: LatLng; heading: number; index: number } {
  const first = points[0];
  if (!first) throw new RangeError('empty path');
  let left = Math.max(0, distance);
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const seg = haversine(a, b);
    if (left <= seg || i === points.length - 1) {
      const f = seg === 0 ? 0 : Math.min(1, left / seg);
      return {
        point: {
          latitude: a.latitude + (b.latitude - a.latitude) * f,
          longitude: a.longitude + (b.longitude - a.longitude) * f,
        },
        heading: bearing(a, b),
        index: i,
      };
    }
    left -= seg;
  }
  return { point: first, heading: 0, index: 0 };
}

/** The first `distance` metres of a path, ending exactly at that point. */
export function truncatePath(points: readonly LatLng[], distance: number): LatLng[] {
  const { point, index } = along(points, distance);
  if (index === 0) return [points[0]!];
  return [...points.slice(0, index), point];
}
