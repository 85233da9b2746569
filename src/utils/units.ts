import type { Clock } from './time';
import { numberFormat } from './intl';

export type DistanceUnit = 'km' | 'mi';
export type PressureUnit = 'kPa' | 'bar' | 'psi';
export type TemperatureUnit = 'C' | 'F';
export type Units = { distance: DistanceUnit; pressure: PressureUnit; temperature: TemperatureUnit; clock: Clock };

export const DEFAULT_UNITS: Units = { distance: 'km', pressure: 'kPa', temperature: 'C', clock: '24h' };

/** What a number measures; decides conversion and precision. */
export type Kind =
  | 'distance'
  | 'speed'
  | 'pressure'
  | 'temperature'
  | 'percent'
  | 'energy'
  | 'power'
  | 'voltage'
  | 'current'
  | 'volume'
  | 'duration'
  | 'angle'
  | 'number';

export const KM_PER_MILE = 1.609344;
const KPA_PER_PSI = 6.894757293168361;

const metersToKm = (m: number) => m / 1000;
export const kmToMiles = (km: number) => km / KM_PER_MILE;
export const kPaToBar = (kPa: number) => kPa / 100;
export const kPaToPsi = (kPa: number) => kPa / KPA_PER_PSI;
export const celsiusToFahrenheit = (c: number) => (c * 9) / 5 + 32;

/** A distance in the user's unit; `from` is the VSS unit (`m` or `km`). */
export function toDistance(value: number, from: string | undefined, to: DistanceUnit): number {
  const km = from === 'm' ? metersToKm(value) : value;
  return to === 'mi' ? kmToMiles(km) : km;
}

export function toPressure(kPa: number, to: PressureUnit): number {
  return to === 'bar' ? kPaToBar(kPa) : to === 'psi' ? kPaToPsi(kPa) : kPa;
}

export function toTemperature(celsius: number, to: TemperatureUnit): number {
  return to === 'F' ? celsiusToFahrenheit(celsius) : celsius;
}

/** The kind a VSS unit stands for, when the caller does not say. */
export function kindOfUnit(unit: string | undefined): Kind {
  switch (unit) {
    case 'm':
    case 'km':
      return 'distance';
    case 'km/h':
      return 'speed';
    case 'kPa':
      return 'pressure';
    case 'Celsius':
      return 'temperature';
    case 'percent':
      return 'percent';
    case 'kWh':
      return 'energy';
    case 'W':
    case 'kW':
      return 'power';
    case 'V':
      return 'voltage';
    case 'A':
      return 'current';
    case 'l':
      return 'volume';
    case 's':
      return 'duration';
    case 'degrees':
      return 'angle';
    default:
      return 'number';
  }
}

export type Converted = { value: number; unit: string; digits: number };

/** Converts a value in a VSS unit to the unit the user chose, with the precision it deserves. */
export function convert(value: number, from: string | undefined, kind: Kind, units: Units): Converted {
  switch (kind) {
    case 'distance': {
      const v = toDistance(value, from, units.distance);
      return { value: v, unit: units.distance, digits: Math.abs(v) >= 100 ? 0 : 1 };
    }
    case 'speed':
      return units.distance === 'mi'
        ? { value: kmToMiles(value), unit: 'mph', digits: 0 }
        : { value, unit: 'km/h', digits: 0 };
    case 'pressure': {
      const kPa = from === 'bar' ? value * 100 : from === 'psi' ? value * KPA_PER_PSI : value;
      const v = toPressure(kPa, units.pressure);
      return {
        value: v,
        unit: units.pressure,
        digits: units.pressure === 'bar' ? 2 : units.pressure === 'psi' ? 1 : 0,
      };
    }
    case 'temperature': {
      const c = from === 'Fahrenheit' ? ((value - 32) * 5) / 9 : value;
      return { value: toTemperature(c, units.temperature), unit: units.temperature === 'F' ? '°F' : '°C', digits: 1 };
    }
    case 'percent':
      return { value, unit: '%', digits: 0 };
    case 'energy':
      return { value, unit: from ?? 'kWh', digits: 1 };
    case 'power':
      return { value, unit: from ?? 'kW', digits: from === 'W' ? 0 : 1 };
    case 'voltage':
      return { value, unit: 'V', digits: Math.abs(value) < 10 ? 3 : 1 };
    case 'current':
      return { value, unit: 'A', digits: 1 };
    case 'volume':
      return { value, unit: from ?? 'l', digits: 1 };
    case 'duration':
      return { value, unit: from ?? 's', digits: 0 };
    case 'angle':
      return { value, unit: '°', digits: 0 };
    default:
      return { value, unit: from ?? '', digits: Number.isInteger(value) ? 0 : 2 };
  }
}

/** "12.3 km", "2.40 bar", "21.5 °C", "80 %" in the user's locale. */
export function formatQuantity(
  value: number,
  from: string | undefined,
  kind: Kind,
  units: Units,
  locale?: string,
  digits?: number,
): string {
  const c = convert(value, from, kind, units);
  const d = digits ?? c.digits;
  const n = numberFormat(locale, { minimumFractionDigits: d, maximumFractionDigits: d }).format(c.value);
  return c.unit ? `${n} ${c.unit}` : n;
}
