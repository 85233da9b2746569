import { useMemo } from 'react';
import { useUnits } from '../../stores/units-preference';
import type { Clock } from '../../utils/time';
import { useT } from './runtime';

type When = string | number | Date;
const toDate = (when: When) => (when instanceof Date ? when : new Date(when));

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.ListFormat>();
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.ListFormat>(
  kind: string,
  locale: string,
  options: object,
  make: () => F,
): F {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key) as F | undefined;
  if (!f) cache.set(key, (f = make()));
  return f;
}

/** `Intl` formatters in one language and clock (`Intl` objects are built once per option set and reused). */
export function formatters(locale: string, clock: Clock = '24h') {
  const hourCycle: Intl.DateTimeFormatOptions['hourCycle'] = clock === '12h' ? 'h12' : 'h23';
  const number = (value: number, options: Intl.NumberFormatOptions = {}) =>
    cached('n', locale, options, () => new Intl.NumberFormat(locale, options)).format(value);
  const dateTime = (when: When, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }) => {
    const date = toDate(when);
    if (Number.isNaN(date.getTime())) return '—';
    const withClock: Intl.DateTimeFormatOptions =
      options.timeStyle || options.hour ? { hourCycle, ...options } : options;
    return cached('d', locale, withClock, () => new Intl.DateTimeFormat(locale, withClock)).format(date);
  };
  return {
    locale,
    /** 1,234.5 / 1.234,5 */
    number,
    /** A measured value with an `Intl` unit: `unit(12.5, 'kilometer')` → "12.5 km" / "12,5 km". */
    unit: (value: number, unit: string, options: Intl.NumberFormatOptions = {}) =>
      number(value, { style: 'unit', unit, ...options }),
    /** 0.42 → "42%" / "42 %". */
    percent: (ratio: number, options: Intl.NumberFormatOptions = {}) => number(ratio, { style: 'percent', ...options }),
    dateTime,
    date: (when: When, style: Intl.DateTimeFormatOptions['dateStyle'] = 'medium') =>
      dateTime(when, { dateStyle: style }),
    time: (when: When) => dateTime(when, { timeStyle: 'short' }),
    /** `relative(-3, 'minute')` → "3 minutes ago" / "vor 3 Minuten". */
    relative: (value: number, unit: Intl.RelativeTimeFormatUnit, style: Intl.RelativeTimeFormatStyle = 'long') =>
      cached('r', locale, { style }, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style })).format(
        value,
        unit,
      ),
    /** ["a", "b", "c"] → "a, b and c" / "a, b und c". */
    list: (items: string[], type: Intl.ListFormatType = 'conjunction') =>
      cached('l', locale, { type }, () => new Intl.ListFormat(locale, { type })).format(items),
  };
}
export type Formatters = ReturnType<typeof formatters>;

/** The formatters for the current language and the user's clock (24h/12h); re-renders when either changes. */
export function useFormat(): Formatters {
  const { locale } = useT();
  const { clock } = useUnits();
  return useMemo(() => formatters(locale, clock), [locale, clock]);
}
