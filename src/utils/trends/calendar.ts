/**
 * Calendar arithmetic in a named time zone (IANA, e.g. `Europe/Berlin`), with `Intl` only: a local date is
 * `YYYY-MM-DD`, and a day number counts local calendar days (days since 1970-01-01 of that calendar).
 */
import { offsetAt } from './zone-offset';

export type LocalParts = { year: number; month: number; day: number; hour: number; minute: number; weekday: number };

const DAY_MS = 86_400_000;

/** The wall-clock parts of an instant in the zone; `weekday` 0 = Monday … 6 = Sunday. */
export function localParts(instant: number, timeZone: string): LocalParts & { second: number } {
  const wall = new Date(Math.floor(instant / 1000) * 1000 + offsetAt(instant, timeZone));
  const weekday = (((Math.floor(wall.getTime() / DAY_MS) + 3) % 7) + 7) % 7;
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    weekday,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export const dayNumber = (year: number, month: number, day: number) =>
  Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);

/** A day number as `YYYY-MM-DD`. */
export function dateOf(dayNo: number): string {
  const d = new Date(dayNo * DAY_MS);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** `YYYY-MM-DD` as a day number. */
export function dayOfDate(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return dayNumber(y, m, d);
}

/** The local day number of an instant in the zone. */
export function localDay(instant: number, timeZone: string): number {
  const p = localParts(instant, timeZone);
  return dayNumber(p.year, p.month, p.day);
}

/**
 * The first instant of a local day in the zone: local midnight, or where midnight does not exist (a DST change at
 * midnight, as in Santiago or Havana) the first instant of that day.
 */
export function startOfLocalDay(dayNo: number, timeZone: string): number {
  const wall = dayNo * DAY_MS;
  let t = wall - offsetAt(wall, timeZone);
  t = wall - offsetAt(t, timeZone);
  // Where midnight was skipped or the guess straddles a change: step to the first instant that belongs to the day.
  while (localDay(t, timeZone) < dayNo) t += 15 * 60_000;
  while (localDay(t - 1, timeZone) === dayNo) t -= 15 * 60_000;
  return t;
}

/** Day number of the Monday of the ISO week holding the day. */
export const weekStart = (dayNo: number) => dayNo - ((((dayNo + 3) % 7) + 7) % 7);

/** Day number of the first of the month holding the day, and of the month `n` months later. */
export function monthStart(dayNo: number, n = 0): number {
  const d = new Date(dayNo * DAY_MS);
  return Math.floor(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1) / DAY_MS);
}

/** The zone the browser runs in (the user's). */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
