import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { getStoredLocale, onStoredLocaleChange, storeLocale } from '../../stores/locale-preference';
import { catalogues, type MessageKey, type Namespace } from './catalogues';
import { matchLocale, type Locale } from '../../config/locales';
import { whenIdle } from '../../utils/when-idle';

type Plain = string | number | Date | null | undefined;
export type MessageValues = Record<string, Plain>;
/** A message chosen by code that has no translate function at hand (a check, an error); a view translates it. */
export type Message = { key: MessageKey; values?: MessageValues };
export type RichValues = Record<string, Plain | ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

/** Translates a key in the current language: `t('garage.title')`, `t('vin.tooLong', { over, total })`. */
export interface T {
  (key: MessageKey, values?: MessageValues): string;
  /** A message with tags: `t.rich('layout.footer.vss', { link: (chunks) => <a href={…}>{chunks}</a> })`. */
  rich(key: MessageKey, values: RichValues): ReactNode;
  /** A key that comes from data (a VSS path), not from code; gives undefined where the catalogue has none. */
  dynamic(key: string): string | undefined;
  readonly locale: Locale;
}

/** Before the first catalogue arrives (main.tsx waits for it): the keys themselves. */
let current: T = Object.assign((key: string) => key, {
  rich: (key: string) => key,
  dynamic: () => undefined,
  locale: 'en' as Locale,
});
const loaded = new Set<Namespace>(['core']);
const listeners = new Set<() => void>();
let latest = 0;
let following = false;
/** At the latest this long after the start, this tab follows the other tabs' choice even if it was never idle. */
const FOLLOW_TIMEOUT_MS = 2_000;

/** Loads the formatter and the language's catalogues of every namespace in use, then switches everything at once. */
async function activate(locale: Locale): Promise<void> {
  const ticket = ++latest;
  const [{ createT }, ...messages] = await Promise.all([
    import('./translator'),
    ...[...loaded].map((ns) => catalogues[ns][locale]().then((m) => m.default)),
  ]);
  if (ticket !== latest) return; // a later choice won
  current = createT(locale, messages);
  document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

/**
 * Before the first render: the stored choice, else the browser's language; follows a choice made in another tab from
 * the browser's first idle moment on (`followOtherTabs`), a task of its own: adding a `storage` listener makes Chromium
 * set up the page's local and session storage areas (3–10 ms), which the entry's task does not need (issue 18).
 */
export function startI18n(): Promise<void> {
  const started = activate(getStoredLocale() ?? matchLocale(navigator.languages ?? [navigator.language]));
  whenIdle(followOtherTabs, FOLLOW_TIMEOUT_MS);
  return started;
}

/**
 * Applies the language another tab picks, from now on; one picked before (while this tab did not listen yet) at once.
 * Once per page: later calls do nothing.
 */
export function followOtherTabs(): void {
  if (following) return;
  following = true;
  onStoredLocaleChange((locale) => void activate(locale));
  const stored = getStoredLocale();
  if (stored && stored !== current.locale) void activate(stored);
}

/** The user's choice: kept, applied in every tab; resolves once the page shows the new language. */
export function setLocale(locale: Locale): Promise<void> {
  storeLocale(locale);
  return activate(locale);
}

/** Makes a namespace's messages available (a route loader awaits it); only the current language is fetched. */
export async function loadMessages(namespace: Namespace): Promise<void> {
  if (loaded.has(namespace)) return;
  loaded.add(namespace);
  await activate(current.locale);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The translate function for the current language; the component re-renders when the language changes. */
export function useT(): T {
  return useSyncExternalStore(subscribe, () => current);
}

/** Outside React (errors, titles set by code): the current language's translate function. */
export const t = Object.defineProperties((key: MessageKey, values?: MessageValues) => current(key, values), {
  rich: { value: (key: MessageKey, values: RichValues) => current.rich(key, values) },
  dynamic: { value: (key: string) => current.dynamic(key) },
  locale: { get: () => current.locale },
}) as T;
