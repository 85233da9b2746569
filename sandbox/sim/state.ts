import type { Door } from './doors';
import { along, bearing, haversine, pathLength, truncatePath, type LatLng } from './geo';
import { dayOf, gridPath, gridPoint, legId, type Leg, type Route } from './plan';
import { HOUR_MS, type Profile } from './profiles';
import { Rng } from './random';
import { driveUse, rangeLeftM, socAfter, type ChargeSession, type Timeline } from './timeline';

/** A drive in progress: from the natural timeline (a planned leg) or from a `drive` scenario. */
export type Drive = {
  id: string;
  start: number;
  startPosition: LatLng;
  distance: number;
  energyKWh: number;
  fuelL: number;
  speedKmh: number;
  leg?: Leg;
};

export type Charge = { session: ChargeSession; energyKWh: number; targetPercent: number };

/** What the car is doing and holding at one instant: every body is rendered from this. */
export type Snapshot = {
  t: number;
  position: LatLng;
  heading: number;
  speedKmh: number;
  /** The end of the last drive (or now, while driving): parked cars report on wake-ups after it. */
  parkedSince: number;
  /** The start of the current or last drive. */
  ignitionOnAt: number;
  soc: number;
  fuelL: number;
  odometerM: number;
  chargeLimit: number | undefined;
  charging: Charge | null;
  lastSession: (Charge & { endedAt: number | null }) | null;
  plugged: boolean;
  driving: Drive | null;
};

export type ManualEvent =
  | { kind: 'drive'; at: number; speedKmh: number }
  | { kind: 'park'; at: number }
  | { kind: 'charge-start'; at: number; powerKW: number }
  | { kind: 'charge-stop'; at: number }
  | { kind: 'door-open' | 'door-close'; at: number; door: Door };

/** Scenario control of the car's movement and charging, from `since` on (the natural timeline stops there). */
export type Override = { since: number; events: ManualEvent[] };

/** A journey the scenarios produced, or the natural one they cut short. */
export type ManualJourney = {
  id: string;
  start: number;
  end: number;
  points: LatLng[];
  distance: number;
  energyKWh: number;
  fuelL: number;
};

const capacity = (p: Profile) => p.vehicle.batteryKWh ?? 0;

/** Speed around its average: deterministic waves, never negative. */
const cruise = (avg: number, t: number) =>
  Math.max(0, avg * (1 + 0.28 * Math.sin(t / 17_000) + 0.12 * Math.sin(t / 5_300)));

function chargedKWh(session: ChargeSession, from: number, to: number): number {
  return (Math.max(0, to - from) / HOUR_MS) * session.powerKW;
}

export function naturalSnapshot(tl: Timeline, t: number): Snapshot {
  const p = tl.p;
  const day = dayOf(t);
  const r = tl.day(day);
  let soc = r.startSoc;
  let fuel = r.startFuel;
  let odometer = tl.odometerAtDayStart(day);

  let charging: Charge | null = null;
  if (r.session && r.session.start <= t) {
    const end = r.session.end ?? t;
    const energy = chargedKWh(r.session, r.session.start, Math.min(t, end));
    soc = Math.min(p.chargeLimit ?? 100, soc + (energy / capacity(p)) * 100);
    if (t < end) charging = { session: r.session, energyKWh: energy, targetPercent: p.chargeLimit ?? 100 };
  }

  let driving: Drive | null = null;
  r.legs.forEach((leg, k) => {
    if (leg.start > t) return;
    const refill = r.refuels.get(k);
    if (refill !== undefined) fuel = refill;
    const use = r.uses[k]!;
    const f = t >= leg.end ? 1 : (t - leg.start) / (leg.end - leg.start);
    soc = socAfter(p, soc, { energyKWh: use.energyKWh * f, fuelL: 0 });
    fuel = Math.max(0, fuel - use.fuelL * f);
    odometer += leg.distance * f;
    if (f < 1) {
      const avg = (leg.distance / (leg.end - leg.start)) * 3_600;
      driving = {
        id: legId(p.tag, day, k),
        start: leg.start,
        startPosition: gridPoint(p, leg.from.i, leg.from.j),
        distance: leg.distance * f,
        energyKWh: use.energyKWh * f,
        fuelL: use.fuelL * f,
        speedKmh: avg,
        leg,
      };
    }
  });

  const last = tl.lastLegStartedBy(t);
  let position: LatLng = gridPoint(p, 0, 0);
  let heading = (p.seed * 37) % 360;
  let speedKmh = 0;
  let parkedSince = t - 3 * 24 * HOUR_MS;
  let ignitionOnAt = parkedSince - HOUR_MS;
  if (last) {
    const route = tl.route(last.leg);
    ignitionOnAt = last.leg.start;
    if (t < last.leg.end) {
      const at = along(route.points, ((t - last.leg.start) / (last.leg.end - last.leg.start)) * route.length);
      position = at.point;
      heading = at.heading;
      speedKmh = cruise((driving as Drive | null)?.speedKmh ?? 30, t);
      parkedSince = t;
    } else {
      const n = route.points.length;
      position = route.points[n - 1]!;
      heading = bearing(route.points[n - 2]!, route.points[n - 1]!);
      parkedSince = last.leg.end;
    }
  }

  const s = tl.lastSessionStartedBy(t);
  const lastSession = s
    ? {
        session: s,
        energyKWh: chargedKWh(s, s.start, Math.min(t, s.end ?? t)),
        targetPercent: p.chargeLimit ?? 100,
        endedAt: s.end !== null && s.end <= t ? s.end : null,
      }
    : null;
  const plugged = !!s && (!last || last.leg.start < s.start);

  return {
    t,
    position,
    heading,
    speedKmh,
    parkedSince,
    ignitionOnAt,
    soc,
    fuelL: fuel,
    odometerM: Math.round(odometer),
    chargeLimit: p.chargeLimit,
    charging,
    lastSession,
    plugged,
    driving,
  };
}

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

function traversed(route: Route, distance: number): LatLng[] {
  const loops = Math.floor(distance / route.length);
  const out: LatLng[] = [];
  for (let k = 0; k < loops; k++) out.push(...(k === 0 ? route.points : route.points.slice(1)));
  const rest = truncatePath(route.points, distance - loops * route.length);
  out.push(...(loops === 0 ? rest : rest.slice(1)));
  return out;
}

type Folded = { snapshot: Snapshot; journeys: ManualJourney[] };

/** The car under scenario control: the natural state at `since`, then every event up to t. */
export function manualSnapshot(tl: Timeline, o: Override, t: number): Folded {
  const p = tl.p;
  const base = naturalSnapshot(tl, o.since);
  const journeys: ManualJourney[] = [];
  let s: Snapshot = { ...base };
  let route: Route | null = null;

  const endDrive = (at: number) => {
    const d = s.driving;
    if (!d) return;
    let points = route ? traversed(route, d.distance) : [d.startPosition, s.position];
    let distance = d.distance;
    if (d.leg) {
      // One of the car's own drives, cut short: the part of its route driven so far (where the snapshot put the car).
      const legRoute = tl.route(d.leg);
      distance = ((at - d.leg.start) / (d.leg.end - d.leg.start)) * legRoute.length;
      points = truncatePath(legRoute.points, distance);
    }
    journeys.push({ id: d.id, start: d.start, end: at, points, distance, energyKWh: d.energyKWh, fuelL: d.fuelL });
    s = { ...s, driving: null, speedKmh: 0, parkedSince: at };
    route = null;
  };

  const advance = (to: number) => {
    if (s.driving && route) {
      // Out of energy: the car rolls to a stop where it is, and the journey ends there.
      const d = s.driving;
      const left = rangeLeftM(p, s.soc, s.fuelL, s.t, d.id);
      const emptyAt = s.t + Math.floor((left / (d.speedKmh / 3.6)) * 1000);
      if (emptyAt < to) {
        advanceTo(emptyAt);
        endDrive(emptyAt);
      }
    }
    advanceTo(to);
  };

  const advanceTo = (to: number) => {
    const dt = to - s.t;
    if (dt <= 0) return;
    if (s.driving && route) {
      const d = s.driving;
      const metres = (d.speedKmh / 3.6) * (dt / 1000);
      const use = driveUse(p, metres, s.soc, s.t, d.id);
      const distance = d.distance + metres;
      const at = along(route.points, distance % route.length);
      s = {
        ...s,
        soc: socAfter(p, s.soc, use),
        fuelL: Math.max(0, s.fuelL - use.fuelL),
        odometerM: s.odometerM + Math.round(metres),
        position: at.point,
        heading: at.heading,
        speedKmh: cruise(d.speedKmh, to),
        driving: { ...d, distance, energyKWh: d.energyKWh + use.energyKWh, fuelL: d.fuelL + use.fuelL },
      };
    }
    if (s.charging) {
      const c = s.charging;
      const rate = (c.session.powerKW / capacity(p)) * 100;
      const hoursToTarget = Math.max(0, (c.targetPercent - s.soc) / rate);
      const doneAt = s.t + hoursToTarget * HOUR_MS;
      if (doneAt <= to) {
        const energy = c.energyKWh + hoursToTarget * c.session.powerKW;
        const session = { ...c.session, end: Math.round(doneAt) };
        s = {
          ...s,
          soc: c.targetPercent,
          charging: null,
          lastSession: { session, energyKWh: energy, targetPercent: c.targetPercent, endedAt: session.end },
        };
      } else {
        const energy = c.energyKWh + (dt / HOUR_MS) * c.session.powerKW;
        s = {
          ...s,
          soc: s.soc + (dt / HOUR_MS) * rate,
          charging: { ...c, energyKWh: energy },
          lastSession: { ...c, energyKWh: energy, endedAt: null },
        };
      }
    }
    s = { ...s, t: to };
  };

  // The natural drive in progress at `since` ends there; a natural session in progress goes on to the limit.
  if (s.driving) endDrive(o.since);
  if (s.charging) {
    const session = { ...s.charging.session, end: null };
    s = { ...s, charging: { ...s.charging, session }, lastSession: { ...s.charging, session, endedAt: null } };
  }

  for (const e of o.events) {
    if (e.at > t) break;
    advance(e.at);
    if (e.kind === 'drive') {
      route = manualRoute(p, s.position, e.at);
      s = {
        ...s,
        ignitionOnAt: e.at,
        plugged: false,
        parkedSince: e.at,
        driving: {
          id: `${p.tag}-m${e.at.toString(36)}`,
          start: e.at,
          startPosition: s.position,
          distance: 0,
          energyKWh: 0,
          fuelL: 0,
          speedKmh: e.speedKmh,
        },
      };
      s.speedKmh = cruise(e.speedKmh, e.at);
      s.heading = bearing(route.points[0]!, route.points[1]!);
    } else if (e.kind === 'park') {
      endDrive(e.at);
    } else if (e.kind === 'charge-start') {
      const limit = p.chargeLimit ?? 100;
      const targetPercent = s.soc >= limit - 0.5 ? 100 : limit;
      const session: ChargeSession = {
        id: `${p.tag}-chg-m${e.at.toString(36)}`,
        start: e.at,
        end: null,
        powerKW: e.powerKW,
        dc: e.powerKW > 22,
        socAtStart: s.soc,
        location: s.position,
      };
      const charge = { session, energyKWh: 0, targetPercent };
      s = {
        ...s,
        charging: charge,
        lastSession: { ...charge, endedAt: null },
        plugged: true,
        chargeLimit: targetPercent,
      };
    } else if (e.kind === 'charge-stop' && s.charging) {
      const session = { ...s.charging.session, end: e.at };
      s = { ...s, charging: null, lastSession: { ...s.charging, session, endedAt: e.at } };
    }
  }
  advance(t);
  if (s.driving) s = { ...s, parkedSince: t };
  return { snapshot: s, journeys };
}
