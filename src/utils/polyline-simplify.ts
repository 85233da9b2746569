import type { LatLng } from './geo';

/** The most points of one route a map draws (a 1,000-pixel map shows no more). */
export const MAP_ROUTE_POINTS = 2000;

const allOf = (n: number) => Int32Array.from({ length: n }, (_, i) => i);

/** A route as flat coordinates: latitude, longitude, latitude, … (`decodePolylineFlat`). */
export type FlatPath = Float64Array;

const flatten = (points: readonly LatLng[]): FlatPath => {
  const flat = new Float64Array(points.length * 2);
  points.forEach(([lat, lon], i) => {
    flat[2 * i] = lat;
    flat[2 * i + 1] = lon;
  });
  return flat;
};

/**
 * Douglas–Peucker significance of every point of a flat path: the squared distance at which it would be dropped, on a
 * plane where longitude is scaled by cos(mean latitude). Iterative, on typed arrays: no object per point or split.
 */
function significanceOf(path: FlatPath): Float64Array {
  const n = path.length / 2;
  const sig = new Float64Array(n);
  if (n === 0) return sig;
  sig[0] = Infinity;
  sig[n - 1] = Infinity;
  let latSum = 0;
  for (let i = 0; i < n; i++) latSum += path[2 * i]!;
  const lonScale = Math.cos((latSum / n) * (Math.PI / 180));
  const xs = new Float64Array(n),
    ys = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    ys[i] = path[2 * i]!;
    xs[i] = path[2 * i + 1]! * lonScale;
  }
  // Each split pushes two spans that share no inner point, so at most n spans wait at once.
  const spans = new Int32Array(2 * n + 2),
    parents = new Float64Array(n + 1);
  spans[1] = n - 1;
  parents[0] = Infinity;
  let top = 1;
  while (top > 0) {
    top--;
    const first = spans[2 * top]!,
      last = spans[2 * top + 1]!,
      parent = parents[top]!;
    if (last - first < 2) continue;
    const ax = xs[first]!,
      ay = ys[first]!,
      dx = xs[last]! - ax,
      dy = ys[last]! - ay;
    const lenSq = dx * dx + dy * dy;
    let maxD = -1,
      index = first + 1;
    for (let i = first + 1; i < last; i++) {
      const px = xs[i]! - ax,
        py = ys[i]! - ay;
      let t = lenSq === 0 ? 0 : (px * dx + py * dy) / lenSq;
      t = t < 0 ? 0 : t > 1 ? 1 : t;
      const cx = t * dx - px,
        cy = t * dy - py;
      const d = cx * cx + cy * cy;
      if (d > maxD) {
        maxD = d;
        index = i;
      }
    }
    // A child never outranks its parent split, which keeps any top-k selection a valid Douglas–Peucker result.
    const s = Math.min(maxD, parent);
    sig[index] = s;
    spans[2 * top] = first;
    spans[2 * top + 1] = index;
    parents[top++] = s;
    spans[2 * top] = index;
    spans[2 * top + 1] = last;
    parents[top++] = s;
  }
  return sig;
}

/**
 * Douglas–Peucker significance of every point: the squared distance at which it would be dropped.
 * A point is kept at tolerance t exactly when its significance exceeds t², so one pass serves every tolerance.
 * End points are Infinity.
 */
export const significance = (points: readonly LatLng[]): Float64Array => significanceOf(flatten(points));

/**
 * Which points rank among the `max` most significant (fewer than there are), in their original order; of points that
 * rank the same, the earlier ones. The cut-off comes from a numeric sort of the significances (no comparator).
 */
function mostSignificant(sig: Float64Array, max: number): Int32Array {
  const n = sig.length;
  const cutoff = sig.slice().sort()[n - max]!;
  let ties = max;
  for (const s of sig) if (s > cutoff) ties--;
  const keep = new Int32Array(max);
  let k = 0;
  for (let i = 0; i < n; i++) if (sig[i]! > cutoff || (sig[i] === cutoff && ties-- > 0)) keep[k++] = i;
  return keep;
}

/**
 * The indices of a flat path that a map fitted to it needs: points closer than `1 / resolution` of the route's extent
 * to the last point kept are dropped first (one linear pass: a quarter of a pixel on a 1,000-pixel map with the
 * default, still under a pixel zoomed in four times), then the rest is simplified to at most `maxPoints`
 * (Douglas–Peucker).
 */
function screenIndices(path: FlatPath, maxPoints: number, resolution: number): Int32Array {
  if (maxPoints < 2) throw new RangeError('maxPoints must be at least 2');
  const n = path.length / 2;
  if (n <= maxPoints) return allOf(n);
  let south = Infinity,
    north = -Infinity,
    west = Infinity,
    east = -Infinity;
  for (let i = 0; i < n; i++) {
    const lat = path[2 * i]!,
      lon = path[2 * i + 1]!;
    if (lat < south) south = lat;
    if (lat > north) north = lat;
    if (lon < west) west = lon;
    if (lon > east) east = lon;
  }
  const lonScale = Math.cos((((south + north) / 2) * Math.PI) / 180);
  const extent = Math.hypot(north - south, (east - west) * lonScale);
  const tolSq = (extent / resolution) ** 2;
  const near = new Int32Array(n);
  let count = 1;
  let lastLat = path[0]!,
    lastLon = path[1]!;
  for (let i = 1; i < n - 1; i++) {
    const lat = path[2 * i]!,
      lon = path[2 * i + 1]!;
    const dy = lat - lastLat,
      dx = (lon - lastLon) * lonScale;
    if (dx * dx + dy * dy < tolSq) continue;
    near[count++] = i;
    lastLat = lat;
    lastLon = lon;
  }
  near[count++] = n - 1;
  if (count <= maxPoints) return near.slice(0, count);
  const nearPath = new Float64Array(count * 2);
  for (let k = 0; k < count; k++) {
    nearPath[2 * k] = path[2 * near[k]!]!;
    nearPath[2 * k + 1] = path[2 * near[k]! + 1]!;
  }
  return mostSignificant(significanceOf(nearPath), maxPoints).map((k) => near[k]!);
}

/**
 * A route as a map fitted to it can show it, in at most `maxPoints` of its own points (see `screenIndices`): a
 * 50,000-point route costs one pass and a Douglas–Peucker over the points a screen can tell apart.
 */
export function simplifyForScreen(
  points: readonly LatLng[],
  maxPoints = MAP_ROUTE_POINTS,
  resolution = 4000,
): LatLng[] {
  if (points.length <= maxPoints) return points.slice();
  return Array.from(screenIndices(flatten(points), maxPoints, resolution), (i) => points[i]!);
}

/** The points of a flat path as arrays: those at `indices`, or all of them. */
export const pointsOf = (path: FlatPath, indices: ArrayLike<number> = allOf(path.length / 2)): LatLng[] =>
  Array.from(indices, (i): LatLng => [path[2 * i]!, path[2 * i + 1]!]);

/** `simplifyForScreen` of a flat path (as decoded): only the points kept become arrays. */
export const simplifyPathForScreen = (path: FlatPath, maxPoints = MAP_ROUTE_POINTS, resolution = 4000): LatLng[] =>
  pointsOf(path, screenIndices(path, maxPoints, resolution));
