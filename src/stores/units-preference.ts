import { useSyncExternalStore } from 'react';
import { DEFAULT_UNITS, type Units } from '../utils/units';
import { storageNames } from '../config/storage-names';

/** Units are a non-secret preference: localStorage is fine for them. */
const KEY = storageNames.units;
const listeners = new Set<() => void>();
let current: Units = read();

function read(): Units {
  try {
    const raw = globalThis.localStorage?.getItem(KEY);
    if (!raw) return DEFAULT_UNITS;
    const parsed = JSON.parse(raw) as Partial<Units>;
    return {
      distance: parsed.distance === 'mi' ? 'mi' : 'km',
      pressure: parsed.pressure === 'bar' || parsed.pressure === 'psi' ? parsed.pressure : 'kPa',
      temperature: parsed.temperature === 'F' ? 'F' : 'C',
      clock: parsed.clock === '12h' ? '12h' : '24h',
    };
  } catch {
    return DEFAULT_UNITS;
  }
}

export function getUnits(): Units {
  return current;
}

export function setUnits(patch: Partial<Units>): void {
  current = { ...current, ...patch };
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(current));
  } catch {
    /* storage full or blocked: the choice still holds for this session */
  }
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY) {
      current = read();
      listener();
    }
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** The units the user chose (km/mi, kPa/bar/psi, °C/°F, 24h/12h); re-renders when they change, in every tab. */
export function useUnits(): Units {
  return useSyncExternalStore(subscribe, getUnits, () => DEFAULT_UNITS);
}
