import { existsSync, readFileSync } from 'node:fs';
import type { SignalValue } from '../../contract';
import { EXTENSION_SIGNALS, VSS_ADDITIONAL_SIGNALS } from '../../contract';
import { VINS } from '../fleet';
import { createSimulator, ManualClock, type Simulator } from './index';
import localCatalogue from './vss-signals.json';

/** A Friday noon; the tests move the clock from here. */
export const T0 = Date.UTC(2026, 10, 20, 12, 0, 0);
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

export function setup(at = T0) {
  const clock = new ManualClock(at);
  return { clock, sim: createSimulator({ clock }) };
}

/** Every body the simulator gives for one car, to compare whole states. */
export const bodiesOf = (sim: Simulator, vin: string) => ({
  vehicle: sim.vehicle(vin),
  status: sim.status(vin),
  location: sim.location(vin),
  ev: sim.ev(vin),
  hvBattery: sim.hvBattery(vin),
  alerts: sim.alerts(vin),
  journeys: sim.journeys(vin),
});

type CatalogueEntry = { path: string; unit: string | null; datatype: string };
/** The shared VSS 6.0 catalogue when present (the source of truth), else the sandbox's copy of it. */
const shared = '/work/shared/vss-signals.json';
const catalogue: CatalogueEntry[] = (existsSync(shared) ? JSON.parse(readFileSync(shared, 'utf8')) : localCatalogue)
  .signals;
export const VSS = new Map(catalogue.map((s) => [s.path, s]));
export const extensionUnit = (name: string): string | undefined | null => {
  if (name in EXTENSION_SIGNALS) return EXTENSION_SIGNALS[name as keyof typeof EXTENSION_SIGNALS].unit ?? null;
  if (name in VSS_ADDITIONAL_SIGNALS) return VSS_ADDITIONAL_SIGNALS[name as keyof typeof VSS_ADDITIONAL_SIGNALS].unit;
  return undefined;
};

export const value = (signals: SignalValue[], name: string) => {
  const s = signals.find((x) => x.name === name);
  if (!s) throw new Error(`no signal ${name}`);
  return s.value;
};
export const num = (signals: SignalValue[], name: string) => value(signals, name) as number;

export { VINS };
export const ALL_VINS = Object.values(VINS);
