import { DEFAULT_UNITS, type Units } from '../utils/units';
import { storageNames } from '../config/storage-names';
import { localStore } from './local-store';

/** Units are a non-secret preference: localStorage is fine for them. */
const store = localStore(
  storageNames.units,
  (stored): Units => {
    const parsed = (stored ?? {}) as Partial<Units>;
    return {
      distance: parsed.distance === 'mi' ? 'mi' : 'km',
      pressure: parsed.pressure === 'bar' || parsed.pressure === 'psi' ? parsed.pressure : 'kPa',
      temperature: parsed.temperature === 'F' ? 'F' : 'C',
      clock: parsed.clock === '12h' ? '12h' : '24h',
    };
  },
  DEFAULT_UNITS,
);

export const getUnits = store.get;

export function setUnits(patch: Partial<Units>): void {
  store.set({ ...store.get(), ...patch });
}

/** The units the user chose (km/mi, kPa/bar/psi, °C/°F, 24h/12h); re-renders when they change, in every tab. */
export const useUnits = store.use;
