import { along, bearing, truncatePath } from './geo';
import type { Route } from './plan';
import { manualRoute, traversed } from './manual-route';
import { naturalSnapshot } from './natural-state';
import { HOUR_MS } from './profiles';
import { cruise, type ManualJourney, type Override, type Snapshot } from './state';
import { capacity, driveUse, rangeLeftM, socAfter, type ChargeSession, type Timeline } from './timeline';

/** A charging session as the snapshot holds it: the energy delivered so far, and when it ended (null while it runs). */
export type ChargeRecord = NonNullable<Snapshot['lastSession']>;

type Folded = { snapshot: Snapshot; journeys: ManualJourney[]; sessions: ChargeRecord[] };

/** The car under scenario control: the natural state at `since`, then every event up to t. */
export function manualSnapshot(tl: Timeline, o: Override, t: number): Folded {
  const p = tl.p;
  const base = naturalSnapshot(tl, o.since);
  const journeys: ManualJourney[] = [];
  const sessions = new Map<string, ChargeRecord>();
  const noteSession = () => void (s.lastSession && sessions.set(s.lastSession.session.id, s.lastSession));
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
    noteSession();
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
  noteSession();
  if (s.driving) s = { ...s, parkedSince: t };
  return { snapshot: s, journeys, sessions: [...sessions.values()] };
}
