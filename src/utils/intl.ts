/**
 * Intl formatters, one per locale and options. Making one looks the locale's data up (a long call on a phone: the
 * overview's profile had a quarter of its script time in `new Intl.DateTimeFormat`), so code that formats many values
 * takes them from here. Bounded: the options come from code, but a time zone may come from data.
 */
const MAX_FORMATTERS = 200;
const formatters = new Map<string, unknown>();

function cached<T>(kind: string, locale: string | undefined, options: object, make: () => T): T {
  const key = `${kind}|${locale ?? ''}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

export const dateTimeFormat = (locale: string | undefined, options: Intl.DateTimeFormatOptions = {}) =>
  cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string | undefined, options: Intl.NumberFormatOptions = {}) =>
  cached('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const relativeTimeFormat = (locale: string | undefined, options: Intl.RelativeTimeFormatOptions = {}) =>
  cached('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options));

export const pluralRules = (locale: string | undefined, options: Intl.PluralRulesOptions = {}) =>
  cached('plural', locale, options, () => new Intl.PluralRules(locale, options));

export const collator = (locale: string | undefined, options: Intl.CollatorOptions = {}) =>
  cached('collator', locale, options, () => new Intl.Collator(locale, options));

/** How many formatters are kept (tests). */
export const formatterCount = () => formatters.size;
