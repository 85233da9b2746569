import type { LatLng } from './geo';

/** Squared distance from p to the segment a–b, on a plane where longitude is scaled by cos(latitude). */
function segmentDistanceSq(p: LatLng, a: LatLng, b: LatLng, lonScale: number): number {
  const ax = a[1] * lonScale,
    ay = a[0];
  const dx = b[1] * lonScale - ax,
    dy = b[0] - ay;
  const px = p[1] * lonScale,
    py = p[0];
  const lenSq = dx * dx + dy * dy;
  let t = lenSq === 0 ? 0 : ((px - ax) * dx + (py - ay) * dy) / lenSq;
  t = Math.max(0, Math.min(1, t));
  const cx = ax + t * dx - px,
    cy = ay + t * dy - py;
  return cx * cx + cy * cy;
}

/**
 * Douglas–Peucker significance of every point: the squared distance at which it would be dropped.
 * A point is kept at tolerance t exactly when its significance exceeds t², so one pass serves every tolerance.
 * End points are Infinity. Iterative, so 50,000-point routes do not overflow the stack.
 */
export function significance(points: readonly LatLng[]): Float64Array {
  const n = points.length;
  const sig = new Float64Array(n);
  if (n === 0) return sig;
  sig[0] = Infinity;
  sig[n - 1] = Infinity;
  const meanLat = points.reduce((s, p) => s + p[0], 0) / n;
  const lonScale = Math.cos((meanLat * Math.PI) / 180);
  const stack: [number, number, number][] = [[0, n - 1, Infinity]];
  while (stack.length) {
    const [first, last, parent] = stack.pop()!;
    if (last - first < 2) continue;
    let maxD = -1,
      index = first + 1;
    for (let i = first + 1; i < last; i++) {
      const d = segmentDistanceSq(points[i]!, points[first]!, points[last]!, lonScale);
      if (d > maxD) {
        maxD = d;
        index = i;
      }
    }
    // A child never outranks its parent split, which keeps any top-k selection a valid Douglas–Peucker result.
    const s = Math.min(maxD, parent);
    sig[index] = s;
    stack.push([first, index, s], [index, last, s]);
  }
  return sig;
}

/** The most significant points of a route, at most `maxPoints` (≥ 2) of them, in their original order. */
export function simplifyToMax(points: readonly LatLng[], maxPoints = 2000): LatLng[] {
  if (maxPoints < 2) throw new RangeError('maxPoints must be at least 2');
  if (points.length <= maxPoints) return points.slice();
  const sig = significance(points);
  const order = Array.from(sig.keys()).sort((a, b) => sig[b]! - sig[a]!);
  const keep = order.slice(0, maxPoints).sort((a, b) => a - b);
  return keep.map((i) => points[i]!);
}

/**
 * A route as a map fitted to it can show it: points closer than `1 / resolution` of the route's extent to the last
 * point kept are dropped first (one linear pass: a quarter of a pixel on a 1,000-pixel map with the default, still
 * under a pixel zoomed in four times), then the rest is simplified to at most `maxPoints` (Douglas–Peucker). A
 * 50,000-point route so costs one pass and a Douglas–Peucker over a few thousand points, not 50,000.
 */
export function simplifyForScreen(points: readonly LatLng[], maxPoints = 2000, resolution = 4000): LatLng[] {
  if (points.length <= maxPoints) return points.slice();
  let south = Infinity,
    north = -Infinity,
    west = Infinity,
    east = -Infinity;
  for (const [lat, lon] of points) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lon);
    east = Math.max(east, lon);
  }
  const lonScale = Math.cos((((south + north) / 2) * Math.PI) / 180);
  const extent = Math.hypot(north - south, (east - west) * lonScale);
  const tolSq = (extent / resolution) ** 2;
  const near: LatLng[] = [points[0]!];
  let [lastLat, lastLon] = points[0]!;
  for (let i = 1; i < points.length - 1; i++) {
    const [lat, lon] = points[i]!;
    const dy = lat - lastLat,
      dx = (lon - lastLon) * lonScale;
    if (dx * dx + dy * dy < tolSq) continue;
    near.push(points[i]!);
    lastLat = lat;
    lastLon = lon;
  }
  near.push(points.at(-1)!);
  return simplifyToMax(near, maxPoints);
}
