import { haversine, pathLength, truncatePath, type LatLng } from './geo';
import { gridPath, gridPoint, type Route } from './plan';
import type { Profile } from './profiles';
import { Rng } from './random';

/** The loop a `drive` scenario follows: from where the car is, over the street grid to a far point and back. */
export function manualRoute(p: Profile, from: LatLng, at: number): Route {
  const home = p.vehicle.home;
  const north =
    haversine(home, { latitude: from.latitude, longitude: home.longitude }) * Math.sign(from.latitude - home.latitude);
  const east =
    haversine(home, { latitude: home.latitude, longitude: from.longitude }) *
    Math.sign(from.longitude - home.longitude);
  const a = (-p.gridAngle * Math.PI) / 180;
  const x = east * Math.cos(a) - north * Math.sin(a);
  const y = east * Math.sin(a) + north * Math.cos(a);
  const n0 = { i: Math.round(x / p.blockMetres), j: Math.round(y / p.blockMetres) };
  const rng = new Rng(p.seed, 'manual-route', at);
  const reach = rng.int(30, 55);
  const di = rng.int(5, reach - 5);
  const far = { i: n0.i + di * (rng.chance(0.5) ? 1 : -1), j: n0.j + (reach - di) * (rng.chance(0.5) ? 1 : -1) };
  const nodes = [...gridPath(n0, far, rng), ...gridPath(far, n0, rng).slice(1)];
  const points = [from, ...nodes.map((n) => gridPoint(p, n.i, n.j)), from];
  return { points, length: pathLength(points) };
}

/** The points of `distance` metres along a route driven in loops. */
export function traversed(route: Route, distance: number): LatLng[] {
  const loops = Math.floor(distance / route.length);
  const out: LatLng[] = [];
  for (let k = 0; k < loops; k++) out.push(...(k === 0 ? route.points : route.points.slice(1)));
  const rest = truncatePath(route.points, distance - loops * route.length);
  out.push(...(loops === 0 ? rest : rest.slice(1)));
  return out;
}
