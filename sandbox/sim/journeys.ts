import type { Journey } from '../../contract';
import { encodePolyline } from '../../contract/polyline';
import { iso, round } from './catalogue';
import type { LatLng } from './geo';
import { dayOf, legId, type Leg } from './plan';
import { DAY_MS, type Profile } from './profiles';
import type { ManualJourney, Override } from './state';
import type { LegUse, Timeline } from './timeline';

/** How many days of journeys the sandbox keeps by default (`SANDBOX_HISTORY_DAYS` extends it for scale tests). */
export const JOURNEY_WINDOW_DAYS = 90;
/** The longest history the setting allows: five years. */
export const JOURNEY_WINDOW_MAX_DAYS = 5 * 366;

/** Rounded to the polyline's precision, so start and end equal the first and last decoded route points. */
const at5 = (pt: LatLng) => ({ latitude: round(pt.latitude, 5), longitude: round(pt.longitude, 5) });

function record(
  p: Profile,
  id: string,
  start: number,
  end: number,
  points: LatLng[],
  distance: number,
  use: LegUse,
): Journey {
  const duration = Math.max(1, Math.round((end - start) / 1000));
  const j: Journey = {
    id,
    startTime: iso(start),
    endTime: iso(end),
    distance: Math.round(distance),
    duration,
    start: at5(points[0]!),
    end: at5(points[points.length - 1]!),
    averageSpeed: round((distance / duration) * 3.6, 1),
    route: encodePolyline(points.map((pt) => [pt.latitude, pt.longitude])),
  };
  if (p.powertrain !== 'combustion') j.energyUsed = round(use.energyKWh, 2);
  if (p.powertrain === 'combustion' || use.fuelL > 0) j.fuelUsed = round(use.fuelL, 2);
  return j;
}

/** Journey records of one vehicle, cached per day: a day's records never change once driven. */
export class JourneyLog {
  private readonly cache = new Map<number, Journey[]>();

  constructor(
    private readonly tl: Timeline,
    /** Days of history kept; the cache holds them all, so a long history is built once. */
    private readonly windowDays = JOURNEY_WINDOW_DAYS,
  ) {}

  /** Every completed journey of a day's plan (the records, whether or not they are over yet). */
  private dayRecords(day: number): Journey[] {
    let records = this.cache.get(day);
    if (!records) {
      if (this.cache.size > this.windowDays + 10) this.cache.clear();
      const r = this.tl.day(day);
      records = r.legs.map((leg: Leg, k) => {
        const route = this.tl.route(leg);
        return record(
          this.tl.p,
          legId(this.tl.p.tag, day, k),
          leg.start,
          leg.end,
          route.points,
          route.length,
          r.uses[k]!,
        );
      });
      this.cache.set(day, records);
    }
    return records;
  }

  /** The window's days (never before the car's delivery), newest first: natural journeys over by `now`, then those of scenarios. */
  list(now: number, override?: Override, manual: ManualJourney[] = []): Journey[] {
    const from = Math.max(now - this.windowDays * DAY_MS, this.tl.p.deliveredAt);
    const cutoff = override && override.since <= now ? override.since : Infinity;
    const out: Journey[] = [];
    for (const m of manual)
      if (m.end <= now && m.start >= from)
        out.push(
          record(this.tl.p, m.id, m.start, m.end, m.points, m.distance, { energyKWh: m.energyKWh, fuelL: m.fuelL }),
        );
    for (let d = dayOf(now); d >= dayOf(from); d--) {
      const legs = this.tl.day(d).legs;
      const records = this.dayRecords(d);
      for (let k = legs.length - 1; k >= 0; k--) {
        const leg = legs[k]!;
        if (leg.end <= now && leg.end <= cutoff && leg.start >= from) out.push(records[k]!);
      }
    }
    return out.sort((a, b) => (a.startTime < b.startTime ? 1 : a.startTime > b.startTime ? -1 : 0));
  }
}
