import { ambientC, coldFactor } from './environment';
import type { LatLng } from './geo';
import { dayOf, legRoute, planDay, placePoint, type Leg, type Route } from './plan';
import { DAY_MS, HOUR_MS, type Profile } from './profiles';
import { Rng, unit } from './random';

export type ChargeSession = {
  id: string;
  start: number;
  /** When it stops (reached the limit or the end of the window); `null` while it has no planned end. */
  end: number | null;
  powerKW: number;
  dc: boolean;
  socAtStart: number;
  location: LatLng | null;
};

export type LegUse = { energyKWh: number; fuelL: number };

export type DayResult = {
  day: number;
  legs: Leg[];
  uses: LegUse[];
  startSoc: number;
  startFuel: number;
  session: ChargeSession | null;
  /** Fuel level after a refuel before leg k (when there was one). */
  refuels: Map<number, number>;
};

/** The warm-up of the energy chain: each day's start state is simulated from this many days before it. */
const WARM_UP_DAYS = 21;
const PHEV_RESERVE_PERCENT = 12;

export const capacity = (p: Profile) => p.vehicle.batteryKWh ?? 0;
const tank = (p: Profile) => p.vehicle.tankLitres ?? 0;

/** Energy (battery) and fuel a drive of `metres` uses starting at this state, drawn the same each time for a key. */
export function driveUse(p: Profile, metres: number, soc: number, at: number, key: string | number): LegUse {
  const km = metres / 1000;
  const noise = 1 + (unit(p.seed, 'use', key) - 0.5) * 0.08;
  const cold = coldFactor(ambientC(p, at));
  if (p.powertrain === 'electric') return { energyKWh: km * (p.kWhPerKm ?? 0.17) * cold * noise, fuelL: 0 };
  if (p.powertrain === 'combustion')
    return { energyKWh: 0, fuelL: (km * (p.litresPer100Km ?? 7) * (0.5 + cold / 2) * noise) / 100 };
  const wanted = km * (p.kWhPerKm ?? 0.19) * cold * noise;
  const available = Math.max(0, ((soc - PHEV_RESERVE_PERCENT) / 100) * capacity(p));
  if (available >= wanted) return { energyKWh: wanted, fuelL: 0 };
  const fuelKm = km * (1 - available / wanted);
  return { energyKWh: available, fuelL: (fuelKm * (p.litresPer100Km ?? 6) * (0.5 + cold / 2) * noise) / 100 };
}

/** How far the car can still drive (m) on what is in the battery and the tank. */
export function rangeLeftM(p: Profile, soc: number, fuelL: number, at: number, key: string): number {
  const perKm = driveUse(p, 1000, 100, at, key);
  const batteryKWh = (Math.max(0, soc - (p.powertrain === 'phev' ? PHEV_RESERVE_PERCENT : 0)) / 100) * capacity(p);
  const electricKm = p.powertrain === 'combustion' ? 0 : batteryKWh / Math.max(1e-6, perKm.energyKWh);
  const fuelPerKm =
    p.powertrain === 'phev'
      ? ((p.litresPer100Km ?? 6) / 100) * (perKm.energyKWh / ((p.kWhPerKm ?? 0.19) || 1))
      : perKm.fuelL;
  const fuelKm = p.powertrain === 'electric' ? 0 : fuelL / Math.max(1e-6, fuelPerKm);
  return (electricKm + fuelKm) * 1000;
}

export const socAfter = (p: Profile, soc: number, use: LegUse) =>
  Math.max(0, soc - (use.energyKWh / Math.max(1, capacity(p))) * 100);

function simulateDay(p: Profile, legs: Leg[], day: number, startSoc: number, startFuel: number): DayResult {
  const rng = new Rng(p.seed, 'energy', day);
  let soc = startSoc;
  let fuel = startFuel;
  let session: ChargeSession | null = null;
  const hc = p.homeCharging;
  if (p.hasEvCharging && hc && p.chargeLimit !== undefined) {
    const due = soc < hc.belowPercent || ((day % hc.everyDays) + hc.everyDays) % hc.everyDays === 0;
    const neededKWh = ((p.chargeLimit - soc) / 100) * capacity(p);
    if (due && neededKWh > 0.3) {
      const start = Math.round((day * DAY_MS + hc.fromHour * HOUR_MS + rng.float(0, 20) * 60_000) / 1000) * 1000;
      const end = Math.min(start + (neededKWh / hc.powerKW) * HOUR_MS, day * DAY_MS + hc.toHour * HOUR_MS);
      session = {
        id: `${p.tag}-chg-${day}`,
        start,
        end: Math.round(end),
        powerKW: hc.powerKW,
        dc: false,
        socAtStart: soc,
        location: placePoint(p, { i: 0, j: 0 }),
      };
      soc = Math.min(p.chargeLimit, soc + ((((end - start) / HOUR_MS) * hc.powerKW) / capacity(p)) * 100);
    }
  }
  const uses: LegUse[] = [];
  const refuels = new Map<number, number>();
  const fuelTank = tank(p);
  for (const leg of legs) {
    if (fuelTank > 0) {
      const periodic = leg.index === 0 && (((day + p.seed) % 9) + 9) % 9 === 0 && fuel < 0.6 * fuelTank;
      if (fuel < 0.22 * fuelTank || periodic) {
        fuel = fuelTank * rng.float(0.93, 1);
        refuels.set(leg.index, fuel);
      }
    }
    const use = driveUse(p, leg.distance, soc, leg.start, `${day}:${leg.index}`);
    uses.push(use);
    soc = socAfter(p, soc, use);
    fuel = Math.max(0, fuel - use.fuelL);
  }
  return { day, legs, uses, startSoc, startFuel, session, refuels };
}

/** Per-profile caches of the deterministic timeline: every value is a pure function of the day. */
export class Timeline {
  private readonly results = new Map<number, DayResult>();
  private readonly plans = new Map<number, Leg[]>();
  private readonly routes = new Map<string, Route>();
  private readonly cumulative = new Map<number, number>();
  private cumulativeFrom: number;

  constructor(readonly p: Profile) {
    this.cumulativeFrom = dayOf(p.deliveredAt);
    this.cumulative.set(this.cumulativeFrom, 12_000 + p.seed * 10);
  }

  /** The day's planned legs (memoised: the odometer walks every day since delivery). */
  plan(day: number): Leg[] {
    let legs = this.plans.get(day);
    if (!legs) {
      if (this.plans.size > 20_000) this.plans.clear();
      legs = planDay(this.p, day);
      this.plans.set(day, legs);
    }
    return legs;
  }

  /**
   * A day's energy and fuel. Each week's days start from one chain simulated from a fixed anchor three weeks
   * earlier (forced charges and refuels make the chain forget its made-up start), so a day's result is a pure
   * function of the day, and one run serves seven days.
   */
  day(day: number): DayResult {
    const cached = this.results.get(day);
    if (cached) return cached;
    if (this.results.size > 4000) this.results.clear();
    const weekStart = day - (((day % 7) + 7) % 7);
    const anchor = weekStart - WARM_UP_DAYS;
    let soc = (this.p.chargeLimit ?? 60) - 8;
    let fuel = tank(this.p) * 0.6;
    for (let d = anchor; d < weekStart + 7; d++) {
      const step = simulateDay(this.p, this.plan(d), d, soc, fuel);
      if (d >= weekStart) this.results.set(d, step);
      ({ soc, fuel } = this.endOf(step));
    }
    return this.results.get(day)!;
  }

  private endOf(r: DayResult): { soc: number; fuel: number } {
    let soc = r.startSoc;
    let fuel = r.startFuel;
    if (r.session && r.session.end !== null)
      soc = Math.min(
        this.p.chargeLimit ?? 100,
        soc + ((((r.session.end - r.session.start) / HOUR_MS) * r.session.powerKW) / capacity(this.p)) * 100,
      );
    r.uses.forEach((u, k) => {
      const refill = r.refuels.get(k);
      if (refill !== undefined) fuel = refill;
      soc = socAfter(this.p, soc, u);
      fuel = Math.max(0, fuel - u.fuelL);
    });
    return { soc, fuel };
  }

  /** Odometer (m) at the start of a UTC day: every planned leg since delivery. */
  odometerAtDayStart(day: number): number {
    if (day <= this.cumulativeFrom) return this.cumulative.get(this.cumulativeFrom)!;
    let known = this.cumulative.get(day);
    if (known !== undefined) return known;
    let d = day - 1;
    while (d > this.cumulativeFrom && !this.cumulative.has(d)) d--;
    let sum = this.cumulative.get(d)!;
    for (; d < day; d++) {
      sum += this.plan(d).reduce((a, l) => a + l.distance, 0);
      this.cumulative.set(d + 1, sum);
    }
    known = sum;
    return known;
  }

  /** The last leg that started at or before t (looking back up to 30 days). */
  lastLegStartedBy(t: number): { leg: Leg; result: DayResult } | undefined {
    for (let d = dayOf(t); d > dayOf(t) - 30; d--) {
      const r = this.day(d);
      for (let k = r.legs.length - 1; k >= 0; k--) if (r.legs[k]!.start <= t) return { leg: r.legs[k]!, result: r };
    }
    return undefined;
  }

  /** The last home-charging session that started at or before t (looking back up to 30 days). */
  lastSessionStartedBy(t: number): ChargeSession | undefined {
    for (let d = dayOf(t); d > dayOf(t) - 30; d--) {
      const s = this.day(d).session;
      if (s && s.start <= t) return s;
    }
    return undefined;
  }

  /** A leg's route (memoised: the snapshot of a parked car needs the last one on every call). */
  route(leg: Leg): Route {
    const key = `${leg.day}:${leg.index}`;
    let route = this.routes.get(key);
    if (!route) {
      if (this.routes.size > 3000) this.routes.clear();
      route = legRoute(this.p, leg);
      this.routes.set(key, route);
    }
    return route;
  }
}
