import { IntlMessageFormat, type Formatters, type PrimitiveType } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createElement, Fragment, type ReactNode } from 'react';
import type { Locale } from '../../config/locales';
import { dateTimeFormat, numberFormat, pluralRules } from '../../utils/intl';
import type { MessageKey } from './catalogues';
import type { MessageValues, RichValues, T } from './runtime';

/** A compiled catalogue (see scripts/icu-messages-plugin.ts): plain text as a string, anything else as a parsed ICU AST. */
export type CompiledMessages = Record<string, string | MessageFormatElement[]>;
export type Values = Record<string, unknown>;
export type Format = (key: string, values?: Values) => unknown;

/**
 * Each IntlMessageFormat looks its locale up (`supportedLocalesOf`, which reads ICU's list of every locale: about
 * 150 ms in one task on a phone, the sign-in page's longest) and makes its own Intl formatters: a long call on a phone,
 * once per message shown (a sixth of the overview's first render in a profile). The dashboard's languages are ICU's
 * own (`config/locales.ts`), so the locale is taken as given, and the formatters are shared (`utils/intl.ts`).
 */
IntlMessageFormat.resolveLocale = (locales) => new Intl.Locale(([] as string[]).concat(locales ?? [])[0] ?? 'en');
const sharedFormatters: Formatters = {
  getNumberFormat: (locales, options) => numberFormat(String(locales), options),
  getDateTimeFormat: (locales, options) => dateTimeFormat(String(locales), options),
  getPluralRules: (locales, options) => pluralRules(String(locales), options),
};

/**
 * Loaded with the first catalogue, never on the first route: formats a key's message with intl-messageformat
 * (plurals, select, numbers and dates through `Intl` in the locale). A rich message (with `<tag>…</tag>` and a
 * function per tag in `values`) gives an array of parts. An unknown key gives the key itself, so a gap shows, not a crash.
 */
export function createFormat(locale: Locale, catalogues: CompiledMessages[]): Format {
  const messages: CompiledMessages = Object.assign({}, ...catalogues);
  const compiled = new Map<string, IntlMessageFormat>();
  return (key, values) => {
    const message = messages[key];
    if (message === undefined) return key;
    if (typeof message === 'string') return message;
    let format = compiled.get(key);
    if (!format)
      compiled.set(key, (format = new IntlMessageFormat(message, locale, undefined, { formatters: sharedFormatters })));
    try {
      return format.format(values as Record<string, PrimitiveType>);
    } catch (error) {
      console.error(`message "${key}" (${locale}) could not be formatted`, error);
      return key;
    }
  };
}

/** The translate function of one language (`runtime.ts` holds the current one): plain, rich and by a data key. */
export function createT(locale: Locale, catalogues: CompiledMessages[]): T {
  const format = createFormat(locale, catalogues);
  const translate = (key: MessageKey, values?: MessageValues) => {
    const out = format(key, values);
    return Array.isArray(out) ? out.join('') : String(out);
  };
  const rich = (key: MessageKey, values: RichValues): ReactNode => {
    const out = format(key, values);
    return Array.isArray(out) ? createElement(Fragment, null, ...(out as ReactNode[])) : (out as ReactNode);
  };
  const dynamic = (key: string) => {
    const out = format(key);
    return out === key ? undefined : String(out);
  };
  return Object.assign(translate, { rich, dynamic, locale });
}
