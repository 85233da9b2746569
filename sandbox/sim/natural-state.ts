import { along, bearing, type LatLng } from './geo';
import { dayOf, gridPoint, legId } from './plan';
import { HOUR_MS } from './profiles';
import { cruise, type Charge, type Drive, type Snapshot } from './state';
import { capacity, socAfter, type ChargeSession, type Timeline } from './timeline';

/** Energy a session delivered between two instants. */
export function chargedKWh(session: ChargeSession, from: number, to: number): number {
  return (Math.max(0, to - from) / HOUR_MS) * session.powerKW;
}

/** The car on its own timeline: no scenario has touched it. */
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
