import type { Message } from '../../lib/i18n';
/** The sessions' range: whole months, so the energy per month is complete for every month shown. */
export const MONTH_PRESETS = [
  { id: '3m', label: 'range.3m', months: 3 },
  { id: '6m', label: 'range.6m', months: 6 },
  { id: '12m', label: 'range.12m', months: 12 },
  { id: 'custom', label: 'range.custom', months: 0 },
] as const;
export type MonthPreset = (typeof MONTH_PRESETS)[number]['id'];
const DEFAULT: Exclude<MonthPreset, 'custom'> = '3m';

export type MonthRange = {
  preset: MonthPreset;
  /** Local months as the month inputs show them (YYYY-MM). */
  fromMonth: string;
  toMonth: string;
  /** ISO 8601 UTC instants: the start of the first month to the end of the last (local time). */
  from: string;
  to: string;
  problem?: Message;
};

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const pad = (n: number) => String(n).padStart(2, '0');
export const monthOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}`;

/** The first day of a YYYY-MM month (local), or null when it is not one. */
export function parseMonth(text: string | null): Date | null {
  const m = text ? MONTH.exec(text) : null;
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, 1) : null;
}

function build(preset: MonthPreset, first: Date, last: Date, problem?: Message): MonthRange {
  return {
    preset,
    fromMonth: monthOf(first),
    toMonth: monthOf(last),
    from: new Date(first.getFullYear(), first.getMonth(), 1).toISOString(),
    to: new Date(last.getFullYear(), last.getMonth() + 1, 1, 0, 0, 0, -1).toISOString(),
    problem,
  };
}

export function presetMonths(preset: Exclude<MonthPreset, 'custom'>, now: Date): MonthRange {
  const months = MONTH_PRESETS.find((p) => p.id === preset)!.months;
  return build(preset, new Date(now.getFullYear(), now.getMonth() - (months - 1), 1), now);
}

/** Reads `range` and, for a custom one, `from`/`to` (YYYY-MM) from the URL; anything unusable falls back to 3 months. */
export function monthRangeFromSearch(search: URLSearchParams, now: Date = new Date()): MonthRange {
  const preset = (search.get('range') ?? DEFAULT) as MonthPreset;
  if (preset === 'custom') {
    const first = parseMonth(search.get('from'));
    const last = parseMonth(search.get('to'));
    if (first && last && first <= last) return build('custom', first, last);
    return {
      ...presetMonths(DEFAULT, now),
      problem: { key: 'chargers.range.invalid' },
    };
  }
  if (!MONTH_PRESETS.some((p) => p.id === preset))
    return { ...presetMonths(DEFAULT, now), problem: { key: 'chargers.range.unknown', values: { preset } } };
  return presetMonths(preset as Exclude<MonthPreset, 'custom'>, now);
}

export type MonthChoice = { preset: MonthPreset; fromMonth?: string; toMonth?: string };

export function searchForMonths(choice: MonthChoice): URLSearchParams {
  const s = new URLSearchParams({ range: choice.preset });
  if (choice.preset === 'custom') {
    s.set('from', choice.fromMonth ?? '');
    s.set('to', choice.toMonth ?? '');
  }
  return s;
}

/** Every month of a range, oldest first (YYYY-MM). */
export function monthsOf(range: Pick<MonthRange, 'fromMonth' | 'toMonth'>): string[] {
  const first = parseMonth(range.fromMonth)!;
  const last = parseMonth(range.toMonth)!;
  const out: string[] = [];
  for (let d = first; d <= last; d = new Date(d.getFullYear(), d.getMonth() + 1, 1)) out.push(monthOf(d));
  return out;
}
