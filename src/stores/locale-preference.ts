import { storageNames } from '../config/storage-names';
import { isLocale, type Locale } from '../config/locales';

/** The language the user picked, or null while they follow the browser. Not personal: localStorage, outlives a session. */
export function getStoredLocale(): Locale | null {
  try {
    const stored = globalThis.localStorage?.getItem(storageNames.locale);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(storageNames.locale, locale);
  } catch {
    /* storage full or blocked: the choice still holds for this tab */
  }
}

/** Calls back with the language another tab picked. */
export function onStoredLocaleChange(listener: (locale: Locale) => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === storageNames.locale && isLocale(e.newValue)) listener(e.newValue);
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => globalThis.removeEventListener?.('storage', onStorage);
}
