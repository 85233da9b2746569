import { useSyncExternalStore } from 'react';
import { createStore, del, get, set } from 'idb-keyval';
import { storageNames } from '../config/storage-names';

/** Hand-added ("saved") and recently viewed VINs, kept in IndexedDB; cleared on sign-out. */
export type GarageLists = { saved: string[]; recent: string[] };

const KEY = storageNames.garageLists;
const RECENT_MAX = 5;
const EMPTY: GarageLists = { saved: [], recent: [] };
let store: ReturnType<typeof createStore> | undefined;
const idb = () => (store ??= createStore(storageNames.garageDatabase, storageNames.garageStore));

let current: GarageLists = EMPTY;
let loaded: Promise<void> | undefined;
const listeners = new Set<() => void>();

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * Publishes `next`, keeping each list's identity when its contents did not change, and tells nobody when neither did:
 * the header reads only `saved`, so a car marked viewed, or lists read back unchanged, do not render it again.
 */
function emit(next: GarageLists) {
  const saved = same(current.saved, next.saved) ? current.saved : next.saved;
  const recent = same(current.recent, next.recent) ? current.recent : next.recent;
  if (saved === current.saved && recent === current.recent) return false;
  current = { saved, recent };
  for (const l of listeners) l();
  return true;
}

/** Reads the lists once from IndexedDB (idempotent). */
export function loadGarageLists(): Promise<void> {
  loaded ??= get<GarageLists>(KEY, idb())
    .then((v) => {
      if (v && Array.isArray(v.saved) && Array.isArray(v.recent)) emit({ saved: v.saved, recent: v.recent });
    })
    .catch(() => undefined);
  return loaded;
}

async function update(change: (l: GarageLists) => GarageLists) {
  await loadGarageLists();
  if (emit(change(current))) await set(KEY, current, idb()).catch(() => undefined);
}

export const saveVin = (vin: string) =>
  update((l) => ({ ...l, saved: l.saved.includes(vin) ? l.saved : [...l.saved, vin] }));
export const forgetVin = (vin: string) =>
  update((l) => ({ saved: l.saved.filter((v) => v !== vin), recent: l.recent.filter((v) => v !== vin) }));
export const markViewed = (vin: string) =>
  update((l) => ({ ...l, recent: [vin, ...l.recent.filter((v) => v !== vin)].slice(0, RECENT_MAX) }));

export async function clearGarageLists(): Promise<void> {
  emit(EMPTY);
  await del(KEY, idb()).catch(() => undefined);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  void loadGarageLists();
  return () => listeners.delete(listener);
}

/** The hand-added VINs alone: the same array until they change (a car marked viewed does not render the reader). */
export function useSavedVins(): readonly string[] {
  return useSyncExternalStore(
    subscribe,
    () => current.saved,
    () => EMPTY.saved,
  );
}

export function useGarageLists(): GarageLists {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => EMPTY,
  );
}

/** Test hook: forget the in-memory copy so the next read goes to IndexedDB again. */
export function resetGarageListsForTest() {
  current = EMPTY;
  loaded = undefined;
  store = undefined;
}

export const getGarageLists = () => current;
