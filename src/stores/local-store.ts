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
  // One `storage` listener for the store while anything listens (a page's values each subscribe: a window listener
  // apiece was hundreds of addEventListener calls when a view mounted).
  const onStorage = (e: StorageEvent) => {
    if (e.key !== key) return;
    current = read();
    for (const l of listeners) l();
  };
  const subscribe = (listener: () => void) => {
    if (listeners.size === 0) globalThis.addEventListener?.('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage);
    };
  };
  const use = (): T => useSyncExternalStore(subscribe, get, () => fallback);
  return { get, set, use, subscribe };
}
