import { fromLocal, pathLength, type LatLng } from './geo';
import { DAY_MS, HOUR_MS, type GridPoint, type Place, type Profile } from './profiles';
import { Rng, unit } from './random';

/** One journey of the natural timeline, before its route is drawn. */
export type Leg = {
  day: number;
  index: number;
  start: number;
  end: number;
  from: Place;
  to: Place;
  /** Via this place and back (a round trip from home), when the day has a single journey. */
  via?: Place;
  /** Street-grid (Manhattan) length in metres: what the odometer and the energy model count. */
  distance: number;
};

const HOME: Place = { name: 'home', i: 0, j: 0 };

export const dayOf = (t: number) => Math.floor(t / DAY_MS);
/** 0 = Sunday. */
export const weekday = (day: number) => (((day + 4) % 7) + 7) % 7;

/** Blocks a grid path drives between two nodes: Manhattan, plus a two-block dog-leg when both share a street (or a loop round the block). */
export function gridDistance(a: GridPoint, b: GridPoint): number {
  const di = Math.abs(a.i - b.i);
  const dj = Math.abs(a.j - b.j);
  return di === 0 || dj === 0 ? di + dj + 2 : di + dj;
}

/** Urban average speed for a trip of this length: short trips crawl, long ones reach ring roads. */
function averageSpeedKmh(km: number, hour: number, rng: Rng): number {
  const rush = (hour >= 6.5 && hour <= 8.5) || (hour >= 15.5 && hour <= 17.5) ? 0.86 : 1;
  return Math.max(12, (21 + 30 * (1 - Math.exp(-km / 14))) * rush * (1 + rng.normal(0.06)));
}

/** The journeys of one UTC day: home → stops → home, inside the profile's driving hours. Cheap: no routes yet. */
export function planDay(p: Profile, day: number): Leg[] {
  const rng = new Rng(p.seed, 'day', day);
  const weekend = weekday(day) === 0 || weekday(day) === 6;
  const count = rng.weighted(weekend ? p.journeysPerDay.weekend : p.journeysPerDay.weekday);
  if (count === 0) return [];

  const stops: Place[] = [];
  const firstStop = !weekend && p.weekdayFirstStop ? p.places.find((pl) => pl.name === p.weekdayFirstStop) : undefined;
  for (let k = 0; k < Math.max(1, count - 1); k++) {
    const previous = stops[stops.length - 1];
    stops.push(k === 0 && firstStop ? firstStop : rng.pick(p.places.filter((pl) => pl !== previous)));
  }

  const hops: { from: Place; to: Place; via?: Place; distance: number }[] = [];
  if (count === 1) {
    const via = stops[0]!;
    hops.push({ from: HOME, to: HOME, via, distance: 2 * gridDistance(HOME, via) * p.blockMetres });
  } else {
    const chain = [HOME, ...stops, HOME];
    for (let k = 1; k < chain.length; k++) {
      const from = chain[k - 1]!;
      const to = chain[k]!;
      hops.push({ from, to, distance: gridDistance(from, to) * p.blockMetres });
    }
  }

  const dayStart = day * DAY_MS;
  const first = dayStart + rng.float(p.firstDepartureHour[0], p.firstDepartureHour[1]) * HOUR_MS;
  const drives = hops.map((h) => {
    const km = h.distance / 1000;
    return (km / averageSpeedKmh(km, (first - dayStart) / HOUR_MS, rng)) * HOUR_MS;
  });
  const driving = drives.reduce((a, b) => a + b, 0);
  const latest = dayStart + p.lastArrivalHour * HOUR_MS;
  const spare = Math.max(0, latest - first - driving);
  const shares = hops.slice(1).map(() => rng.float(0.3, 1));
  const shareSum = shares.reduce((a, b) => a + b, 0) || 1;
  const usable = spare * rng.float(0.55, 0.95);

  const legs: Leg[] = [];
  let t = first;
  hops.forEach((h, k) => {
    if (k > 0) t += (usable * shares[k - 1]!) / shareSum;
    const start = Math.round(t / 1000) * 1000;
    const end = start + Math.round(drives[k]! / 1000) * 1000;
    legs.push({ day, index: k, start, end, ...h });
    t = end;
  });
  return legs;
}

/** Node (i, j) of the car's street grid: rotated, with a little jitter so streets are not ruler-straight. Home is exact. */
export function gridPoint(p: Profile, i: number, j: number): LatLng {
  const b = p.blockMetres;
  const jx = i === 0 && j === 0 ? 0 : (unit(p.seed, 'jx', i, j) - 0.5) * 0.16 * b;
  const jy = i === 0 && j === 0 ? 0 : (unit(p.seed, 'jy', i, j) - 0.5) * 0.16 * b;
  const x = i * b + jx;
  const y = j * b + jy;
  const a = (p.gridAngle * Math.PI) / 180;
  return fromLocal(p.vehicle.home, x * Math.cos(a) - y * Math.sin(a), x * Math.sin(a) + y * Math.cos(a));
}

/** A staircase path over the grid from a to b with a few random turns (every node on the way is a point). */
export function gridPath(a: GridPoint, b: GridPoint, rng: Rng): GridPoint[] {
  const split = (total: number, parts: number): number[] => {
    const n = Math.min(Math.abs(total), parts);
    if (n === 0) return [];
    const cuts = new Set<number>();
    while (cuts.size < n - 1) cuts.add(rng.int(1, Math.abs(total) - 1));
    const sorted = [0, ...[...cuts].sort((x, y) => x - y), Math.abs(total)];
    return sorted.slice(1).map((c, k) => (c - sorted[k]!) * Math.sign(total));
  };
  const di = b.i - a.i;
  const dj = b.j - a.j;
  const runs: { di: number; dj: number }[] = [];
  if (di === 0 || dj === 0) {
    // Both on one street (or the same node): leave it for a block, drive the parallel street, come back.
    const side = rng.chance(0.5) ? 1 : -1;
    runs.push(di === 0 ? { di: side, dj: 0 } : { di: 0, dj: side });
    if (di !== 0 || dj !== 0) runs.push({ di, dj });
    runs.push(di === 0 ? { di: -side, dj: 0 } : { di: 0, dj: -side });
  } else {
    const xs = split(di, rng.int(1, 3));
    const ys = split(dj, rng.int(1, 3));
    let xFirst = rng.chance(0.5);
    while (xs.length || ys.length) {
      const take = xFirst ? xs.shift() : ys.shift();
      if (take !== undefined) runs.push(xFirst ? { di: take, dj: 0 } : { di: 0, dj: take });
      xFirst = !xFirst;
    }
  }
  const path: GridPoint[] = [a];
  let { i, j } = a;
  for (const run of runs) {
    const steps = Math.abs(run.di + run.dj);
    for (let s = 0; s < steps; s++) {
      i += Math.sign(run.di);
      j += Math.sign(run.dj);
      path.push({ i, j });
    }
  }
  return path;
}

export type Route = { points: LatLng[]; length: number };

/** The route a leg drives, drawn on demand and the same every time. */
export function legRoute(p: Profile, leg: Pick<Leg, 'day' | 'index' | 'from' | 'to' | 'via'>): Route {
  const rng = new Rng(p.seed, 'route', leg.day, leg.index);
  const nodes = leg.via
    ? [...gridPath(leg.from, leg.via, rng), ...gridPath(leg.via, leg.to, rng).slice(1)]
    : gridPath(leg.from, leg.to, rng);
  const points = nodes.map((n) => gridPoint(p, n.i, n.j));
  return { points, length: pathLength(points) };
}

export const placePoint = (p: Profile, place: GridPoint) => gridPoint(p, place.i, place.j);

/** Stable journey id: vehicle tag, UTC date and the journey's number that day, e.g. `100001-20261120-2`. */
export const legId = (tag: string, day: number, index: number) =>
  `${tag}-${new Date(day * DAY_MS).toISOString().slice(0, 10).replaceAll('-', '')}-${index + 1}`;
