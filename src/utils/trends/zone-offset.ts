/**
 * How far a zone's wall clock is ahead of UTC, from `Intl` once a UTC day: a trend of five years asks for the local
 * time of thousands of instants, and `formatToParts` costs tens of microseconds each. A zone changes its offset at
 * most once a day, so one day whose start and end agree has that offset throughout; on a day of a change the change
 * is found to the minute (binary search) and kept.
 */
import { dateTimeFormat } from '../intl';

const formatter = (timeZone: string) =>
  dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });

/** The offset at an instant (ms, whole seconds), asked of `Intl`. */
export function exactOffset(instant: number, timeZone: string): number {
  const p: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instant))
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return wall - Math.floor(instant / 1000) * 1000;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Days kept per zone before the cache starts again (five years and more). */
const MAX_DAYS = 4096;

/** A UTC day: the offset at its start, and where it changes during the day, the instant and the new offset. */
type Day = { offset: number; change?: { at: number; offset: number } };
const days = new Map<string, Map<number, Day>>();

function dayOf(dayNo: number, timeZone: string): Day {
  let zone = days.get(timeZone);
  if (!zone || zone.size >= MAX_DAYS) days.set(timeZone, (zone = new Map()));
  let d = zone.get(dayNo);
  if (d) return d;
  const start = dayNo * DAY_MS;
  const offset = zone.get(dayNo - 1)?.change?.offset ?? exactOffset(start, timeZone);
  const next = exactOffset(start + DAY_MS, timeZone);
  d = { offset };
  if (next !== offset) {
    let lo = start;
    let hi = start + DAY_MS;
    while (hi - lo > MINUTE_MS) {
      const mid = lo + Math.floor((hi - lo) / 2 / MINUTE_MS) * MINUTE_MS;
      if (exactOffset(mid, timeZone) === offset) lo = mid;
      else hi = mid;
    }
    d.change = { at: hi, offset: exactOffset(hi, timeZone) };
  }
  zone.set(dayNo, d);
  return d;
}

/** How far the zone's wall clock is ahead of UTC at an instant (ms). */
export function offsetAt(instant: number, timeZone: string): number {
  const d = dayOf(Math.floor(instant / DAY_MS), timeZone);
  return d.change && instant >= d.change.at ? d.change.offset : d.offset;
}
