import type { Message } from '../../lib/i18n';
export const PRESETS = [
  { id: 'today', label: 'range.today', days: 1 },
  { id: '7d', label: 'range.7d', days: 7 },
  { id: '30d', label: 'range.30d', days: 30 },
  { id: '90d', label: 'range.90d', days: 90 },
  { id: 'custom', label: 'range.custom', days: 0 },
] as const;
export type Preset = (typeof PRESETS)[number]['id'];
const DEFAULT_PRESET: Exclude<Preset, 'custom'> = '7d';

export type RangeState = {
  preset: Preset;
  /** Local calendar dates as the date inputs show them (YYYY-MM-DD). */
  fromDate: string;
  toDate: string;
  /** What the API gets: ISO 8601 UTC instants, start of the first day to end of the last day (local time). */
  from: string;
  to: string;
  /** Set when the URL asked for something unusable and the default was used instead. */
  problem?: Message;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const pad = (n: number) => String(n).padStart(2, '0');
const toDateInput = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** A YYYY-MM-DD local date, or null if it is not a real calendar date. */
export function parseDateInput(text: string | null): Date | null {
  if (!text || !DATE.test(text)) return null;
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? date : null;
}

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
const endOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate(), 23, 59, 59, 999);
const addDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);

function build(preset: Preset, first: Date, last: Date, problem?: Message): RangeState {
  return {
    preset,
    fromDate: toDateInput(first),
    toDate: toDateInput(last),
    from: startOfDay(first).toISOString(),
    to: endOfDay(last).toISOString(),
    problem,
  };
}

/** The range a preset covers, ending with today (whole local days, so the query key is stable for the day). */
export function presetRange(preset: Exclude<Preset, 'custom'>, now: Date): RangeState {
  const days = PRESETS.find((p) => p.id === preset)!.days;
  return build(preset, addDays(now, -(days - 1)), now);
}

/**
 * Reads `range`, `from` and `to` (custom, YYYY-MM-DD) from the URL; anything unusable falls back to the default.
 * The list's own parameters (page, size, sort) are the contract's, read in `./params.ts`.
 */
export function rangeFromSearch(search: URLSearchParams, now: Date = new Date()): RangeState {
  const preset = (search.get('range') ?? DEFAULT_PRESET) as Preset;
  if (preset === 'custom') {
    const first = parseDateInput(search.get('from'));
    const last = parseDateInput(search.get('to'));
    if (first && last && first <= last) return build('custom', first, last);
    return {
      ...presetRange(DEFAULT_PRESET, now),
      problem: { key: 'journeys.range.invalid' },
    };
  }
  if (!PRESETS.some((p) => p.id === preset))
    return {
      ...presetRange(DEFAULT_PRESET, now),
      problem: { key: 'journeys.range.unknown', values: { preset } },
    };
  return presetRange(preset as Exclude<Preset, 'custom'>, now);
}

export type RangeChoice = { preset: Preset; fromDate?: string; toDate?: string };

/** The URL search for a range choice. */
export function searchForRange(choice: RangeChoice): URLSearchParams {
  const s = new URLSearchParams({ range: choice.preset });
  if (choice.preset === 'custom') {
    s.set('from', choice.fromDate ?? '');
    s.set('to', choice.toDate ?? '');
  }
  return s;
}
