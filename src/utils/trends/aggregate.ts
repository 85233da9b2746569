import { dateOf, localDay, localParts } from './calendar';
import { addFigures, emptyFigures, type Figures } from './figures';
import { bucketKey, bucketStart, bucketsOf, type Granularity, type Period } from './periods';
import { addHomeCharging, type ChargeSummary } from './home-charging';
import { priceOn, type PriceBook } from './prices';

/** What a trend needs of a journey: the journeys list's `fields=summary` members. */
export type TripSummary = {
  startTime: string;
  endTime: string;
  distance: number;
  duration: number;
  energyUsed?: number;
  fuelUsed?: number;
};

export type Bucket = Figures & { key: string; firstDay: string; lastDay: string };

export type Trends = {
  buckets: Bucket[];
  totals: Figures;
  /** Driving time (s) in each local hour of the day, 0–23, split where a journey runs over the hour. */
  hours: number[];
  /** Driving time (s) on each local weekday, Monday first, split at midnight. */
  weekdays: number[];
};

export type AggregateOptions = {
  period: Pick<Period, 'firstDay' | 'lastDay'>;
  granularity: Granularity;
  timeZone: string;
  prices?: PriceBook;
  /** Home-charger sessions of the car, when known (for "charged at home"). */
  sessions?: readonly ChargeSummary[];
};

const HOUR_MS = 3_600_000;

/** One journey's figures; costed at the prices of its local start day. */
function tripFigures(t: TripSummary, date: string, prices: PriceBook | undefined): Figures {
  const f = emptyFigures();
  f.journeys = 1;
  f.distance = t.distance;
  f.duration = t.duration;
  if (typeof t.energyUsed === 'number') {
    f.energyKWh = t.energyUsed;
    f.hasEnergy = true;
  }
  if (typeof t.fuelUsed === 'number') {
    f.fuelL = t.fuelUsed;
    f.hasFuel = true;
  }
  const kWh = f.energyKWh > 0 && prices ? priceOn(prices, 'kWh', date) : undefined;
  const litre = f.fuelL > 0 && prices ? priceOn(prices, 'litre', date) : undefined;
  if (kWh !== undefined || litre !== undefined) f.cost = f.energyKWh * (kWh ?? 0) + f.fuelL * (litre ?? 0);
  if ((f.energyKWh > 0 && kWh === undefined) || (f.fuelL > 0 && litre === undefined)) f.uncosted = 1;
  return f;
}

/** Spreads a journey's driving time over the local hours and weekdays it ran through. */
function spread(startMs: number, durationS: number, timeZone: string, hours: number[], weekdays: number[]) {
  let t = startMs;
  const end = startMs + durationS * 1000;
  while (t < end) {
    const p = localParts(t, timeZone);
    const toNextHour = HOUR_MS - ((p.minute * 60 + p.second) * 1000 + (t % 1000));
    const step = Math.min(end - t, toNextHour);
    hours[p.hour]! += step / 1000;
    weekdays[p.weekday]! += step / 1000;
    t += step;
  }
}

/**
 * Journeys into buckets of the period, in the zone: a journey counts on the local day it started (as the journeys
 * list's `from`/`to` filter on `startTime`), so a period's totals equal the journeys view's for the same days.
 * Journeys outside the period are left out. Every bucket is there, empty ones with zeros.
 */
export function aggregate(trips: readonly TripSummary[], o: AggregateOptions): Trends {
  const slots = bucketsOf(o.period, o.granularity);
  const index = new Map(slots.map((s, k) => [s.start, k]));
  const buckets: Bucket[] = slots.map((s) => ({
    ...emptyFigures(),
    key: bucketKey(s.start, o.granularity),
    firstDay: dateOf(Math.max(s.start, o.period.firstDay)),
    lastDay: dateOf(Math.min(s.end, o.period.lastDay)),
  }));
  const hours = new Array<number>(24).fill(0);
  const weekdays = new Array<number>(7).fill(0);
  for (const t of trips) {
    const start = Date.parse(t.startTime);
    const day = localDay(start, o.timeZone);
    if (day < o.period.firstDay || day > o.period.lastDay) continue;
    addFigures(buckets[index.get(bucketStart(day, o.granularity))!]!, tripFigures(t, dateOf(day), o.prices));
    spread(start, t.duration, o.timeZone, hours, weekdays);
  }
  if (o.sessions) {
    for (const b of buckets) b.homeKWh = 0;
    addHomeCharging(o.sessions, {
      ...o.period,
      timeZone: o.timeZone,
      bucketOf: (day) => buckets[index.get(bucketStart(day, o.granularity))!]!,
    });
  }
  const totals = buckets.reduce((sum, b) => addFigures(sum, b), emptyFigures());
  if (o.sessions) totals.homeKWh ??= 0;
  return { buckets, totals, hours, weekdays };
}

/** The hour (0–23) and weekday (0 = Monday) with the most driving; null without any. */
export function busiest(t: Pick<Trends, 'hours' | 'weekdays'>): { hour: number; weekday: number } | null {
  const max = (xs: number[]) => xs.indexOf(Math.max(...xs));
  return t.hours.some((s) => s > 0) ? { hour: max(t.hours), weekday: max(t.weekdays) } : null;
}
