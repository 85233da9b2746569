import { dateTimeFormat, relativeTimeFormat } from './intl';

export type Clock = '24h' | '12h';

/** A value older than this is shown as stale ("last known"). */
export const STALE_AFTER_MS = 15 * 60_000;

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

const toMs = (t: string | number | Date) =>
  t instanceof Date ? t.getTime() : typeof t === 'number' ? t : Date.parse(t);

/** "3 min ago", "in 2 hr", "now" ("vor 3 Min.", "jetzt" in German); an unparseable timestamp gives "—". */
export function formatAge(timestamp: string | number | Date, now: number, locale: string): string {
  const t = toMs(timestamp);
  if (Number.isNaN(t)) return '—';
  const diff = t - now;
  const rtf = relativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
  if (Math.abs(diff) < 10_000) return rtf.format(0, 'second');
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) >= ms || unit === 'second') return rtf.format(Math.round(diff / ms), unit);
  }
  return rtf.format(0, 'second');
}

/** A value under this age reads as live (it came with the stream, or a poll just now). */
export const LIVE_WITHIN_MS = 60_000;

/** True when the value is at most a minute old (a little in the future counts too: clocks differ). */
export function isLive(timestamp: string | number | Date, now: number = Date.now()): boolean {
  const t = toMs(timestamp);
  return !Number.isNaN(t) && Math.abs(now - t) <= LIVE_WITHIN_MS;
}

/** True when the value is older than `maxAgeMs` (or its timestamp cannot be read). */
export function isStale(
  timestamp: string | number | Date,
  now: number = Date.now(),
  maxAgeMs: number = STALE_AFTER_MS,
): boolean {
  const t = toMs(timestamp);
  return Number.isNaN(t) || now - t > maxAgeMs;
}

/** Absolute date and time in the user's locale and clock (24h/12h). */
export function formatDateTime(
  timestamp: string | number | Date,
  clock: Clock,
  locale: string,
  timeZone?: string,
): string {
  const t = toMs(timestamp);
  if (Number.isNaN(t)) return '—';
  return dateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'medium',
    hourCycle: clock === '12h' ? 'h12' : 'h23',
    timeZone,
  }).format(t);
}

/** A duration in seconds as "1 hr 5 min" / "12 min" / "40 sec" ("1 Std. 5 Min." in German); days past two days. */
export function formatDuration(seconds: number, locale: string): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '—';
  const unit = (value: number, u: string, unitDisplay: 'short' | 'long' = 'short') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: u, unitDisplay }).format(value);
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (h >= 48) return unit(Math.round(h / 24), 'day', 'long');
  if (h > 0) return `${unit(h, 'hour')} ${unit(m, 'minute')}`;
  if (m > 0) return unit(m, 'minute');
  return unit(s, 'second');
}
