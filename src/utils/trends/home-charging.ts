import { localDay, startOfLocalDay } from './calendar';
import type { Figures } from './figures';

/** What a trend needs of a home-charger session (the chargers endpoint's sessions of this car). */
export type ChargeSummary = { startTime: string; endTime: string | null; energyKWh: number };

/**
 * Each session's energy into the local days it ran on, split by the time on each (as if charged at an even rate):
 * a session from 22:00 to 06:00 gives a quarter of its energy to the first day and the rest to the next, and so to
 * the next week or month when midnight is a bucket's end. A running session (no end yet) counts on its start day.
 * Days outside `[firstDay, lastDay]` are left out; `bucketOf` names the bucket of a day.
 */
export function addHomeCharging(
  sessions: readonly ChargeSummary[],
  o: { firstDay: number; lastDay: number; timeZone: string; bucketOf: (day: number) => Figures },
): void {
  for (const s of sessions) {
    const start = Date.parse(s.startTime);
    const end = s.endTime === null ? start : Math.max(start, Date.parse(s.endTime));
    const first = localDay(start, o.timeZone);
    const last = localDay(end, o.timeZone);
    if (last < o.firstDay || first > o.lastDay) continue;
    for (let day = first; day <= last; day++) {
      const share =
        end === start
          ? 1
          : (Math.min(end, startOfLocalDay(day + 1, o.timeZone)) - Math.max(start, startOfLocalDay(day, o.timeZone))) /
            (end - start);
      if (day >= o.firstDay && day <= o.lastDay && share > 0) o.bucketOf(day).homeKWh! += s.energyKWh * share;
    }
  }
}
