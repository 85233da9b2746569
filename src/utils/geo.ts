/** A position as Leaflet takes it: [latitude, longitude] in degrees. */
export type LatLng = [number, number];
export type Bounds = { south: number; west: number; north: number; east: number };

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine, mean Earth radius). */
export function haversineDistance(a: LatLng, b: LatLng): number {
  const dLat = rad(b[0] - a[0]);
  const dLon = rad(b[1] - a[1]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Cumulative distance in metres at each point of a path (first is 0). */
export function cumulativeDistances(points: readonly LatLng[]): number[] {
  const out = new Array<number>(points.length);
  let total = 0;
  for (let i = 0; i < points.length; i++) {
    if (i > 0) total += haversineDistance(points[i - 1]!, points[i]!);
    out[i] = total;
  }
  return out;
}

/** The smallest box holding every point of every path, or null when there is none. */
export function boundsOf(paths: readonly (readonly LatLng[])[]): Bounds | null {
  let south = Infinity,
    west = Infinity,
    north = -Infinity,
    east = -Infinity;
  for (const path of paths) {
    for (const [lat, lon] of path) {
      if (!Number.isFinite(lat) || !Number.isFinite(lon)) continue;
      if (lat < south) south = lat;
      if (lat > north) north = lat;
      if (lon < west) west = lon;
      if (lon > east) east = lon;
    }
  }
  return south === Infinity ? null : { south, west, north, east };
}

export const isValidPosition = (lat: unknown, lon: unknown): boolean =>
  typeof lat === 'number' &&
  typeof lon === 'number' &&
  Math.abs(lat) <= 90 &&
  Math.abs(lon) <= 180 &&
  Number.isFinite(lat) &&
  Number.isFinite(lon);

const COMPASS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
/** The nearest of eight compass points for a heading in degrees (0 = north, clockwise). */
export function compassPoint(heading: number): (typeof COMPASS)[number] {
  const normalized = ((heading % 360) + 360) % 360;
  return COMPASS[Math.round(normalized / 45) % 8]!;
}

const fixed = (n: number) => n.toFixed(6).replace(/\.?0+$/, '');

/** RFC 5870 `geo:` URI; opens the phone's map app. */
export const geoUri = (lat: number, lon: number) => `geo:${fixed(lat)},${fixed(lon)}`;

/** An OpenStreetMap link with a marker at the position. */
export const osmLink = (lat: number, lon: number, zoom = 16) =>
  `https://www.openstreetmap.org/?mlat=${fixed(lat)}&mlon=${fixed(lon)}#map=${zoom}/${fixed(lat)}/${fixed(lon)}`;
