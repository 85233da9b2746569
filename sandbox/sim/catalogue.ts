import type { SignalValue } from '../../contract';
import { EXTENSION_SIGNALS, VSS_ADDITIONAL_SIGNALS } from '../../contract';
import catalogue from './vss-signals.json' with { type: 'json' };

/** Every name the simulator may send, with its VSS unit (copy of the shared VSS 6.0 catalogue, MPL-2.0). */
const UNITS = new Map<string, string | undefined>();
for (const s of catalogue.signals) UNITS.set(s.path, s.unit ?? undefined);
for (const [name, s] of Object.entries(VSS_ADDITIONAL_SIGNALS)) UNITS.set(name, s.unit);
for (const [name, s] of Object.entries(EXTENSION_SIGNALS)) UNITS.set(name, s.unit);

/** VSS declares no unit on the per-cell arrays; we send their scalar siblings' units so a client can label them. */
const ARRAY_UNITS: Record<string, string> = {
  'Vehicle.Powertrain.TractionBattery.CellVoltage.CellVoltages': 'V',
  'Vehicle.Powertrain.TractionBattery.Temperature.CellTemperature': 'Celsius',
};

export const isKnownSignal = (name: string) => UNITS.has(name);

export function unitOf(name: string): string | undefined {
  if (!UNITS.has(name)) throw new RangeError(`${name} is neither a VSS 6.0 signal nor a listed extension`);
  return ARRAY_UNITS[name] ?? UNITS.get(name);
}

export const iso = (ms: number) => new Date(Math.round(ms)).toISOString();

/** One signal value: name checked against the catalogue, unit as VSS writes it, transmission time in ISO 8601 UTC ms. */
export function signal(name: string, value: unknown, transmittedAt: number): SignalValue {
  const unit = unitOf(name);
  return unit === undefined
    ? { name, timestamp: iso(transmittedAt), value }
    : { name, timestamp: iso(transmittedAt), unit, value };
}

export const round = (value: number, decimals = 0) => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};
