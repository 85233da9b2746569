import { useSyncExternalStore } from 'react';

/**
 * A preference kept in localStorage under `key`, read defensively by `parse` (anything unusable gives `fallback`),
 * shared by every tab (the `storage` event) and readable as a hook.
 */
export function localStore<T>(key: string, parse: (stored: unknown) => T, fallback: T) {
  const listeners = new Set<() => void>();
  const read = (): T => {
    try {
      const raw = globalThis.localStorage?.getItem(key);
      return raw ? parse(JSON.parse(raw)) : fallback;
    } catch {
      return fallback;
    }
  };
  let current = read();
  const get = () => current;
  const set = (value: T) => {
    current = value;
    try {
      globalThis.localStorage?.setItem(key, JSON.stringify(value));
    } catch {
      /* storage full or blocked: the choice still holds for this tab */
    }
    for (const l of listeners) l();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (e: StorageEvent) => {
      if (e.key === key) {
        current = read();
        listener();
      }
    };
    globalThis.addEventListener?.('storage', onStorage);
    return () => {
      listeners.delete(listener);
      globalThis.removeEventListener?.('storage', onStorage);
    };
  };
  const use = (): T => useSyncExternalStore(subscribe, get, () => fallback);
  return { get, set, use };
}
