import type { Journey } from '../../../contract';
import { numberFormat } from '../../utils/intl';
import { addAmounts } from '../../utils/sum';
import { KM_PER_MILE, formatQuantity, type Units } from '../../utils/units';

const LITRES_PER_US_GALLON = 3.785411784;
/** l/100 km → mpg (US): mpg = MPG_BY_L_PER_100KM / (l/100 km). */
const MPG_BY_L_PER_100KM = (100 * LITRES_PER_US_GALLON) / KM_PER_MILE;

const number = (value: number, digits: number, locale?: string) =>
  numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);

export const formatDistance = (metres: number, units: Units, locale?: string) =>
  formatQuantity(metres, 'm', 'distance', units, locale);
export const formatSpeed = (kmh: number, units: Units, locale?: string) =>
  formatQuantity(kmh, 'km/h', 'speed', units, locale);

/** Energy (EV) or fuel (combustion) of a journey or a sum of journeys. */
export type Consumption = { kind: 'energy'; kWh: number } | { kind: 'fuel'; litres: number };

export function consumptionOf(j: Pick<Journey, 'energyUsed' | 'fuelUsed'>): Consumption | null {
  if (typeof j.energyUsed === 'number') return { kind: 'energy', kWh: j.energyUsed };
  if (typeof j.fuelUsed === 'number') return { kind: 'fuel', litres: j.fuelUsed };
  return null;
}

/** "12.4 kWh" / "3.1 l". */
export function formatAmount(c: Consumption, locale?: string): string {
  return c.kind === 'energy' ? `${number(c.kWh, 1, locale)} kWh` : `${number(c.litres, 1, locale)} l`;
}

/** Per distance in the user's units: kWh/100 km or kWh/100 mi; l/100 km or mpg (US). Null when the distance is zero. */
export function formatRate(c: Consumption, metres: number, units: Units, locale?: string): string | null {
  const km = metres / 1000;
  if (!(km > 0)) return null;
  if (c.kind === 'energy') {
    const per100km = (c.kWh / km) * 100;
    return units.distance === 'mi'
      ? `${number(per100km * KM_PER_MILE, 1, locale)} kWh/100 mi`
      : `${number(per100km, 1, locale)} kWh/100 km`;
  }
  const per100km = (c.litres / km) * 100;
  if (units.distance === 'mi') return per100km > 0 ? `${number(MPG_BY_L_PER_100KM / per100km, 1, locale)} mpg` : null;
  return `${number(per100km, 1, locale)} l/100 km`;
}

export type JourneyTotals = {
  count: number;
  distance: number;
  duration: number;
  energy: number;
  fuel: number;
  hasEnergy: boolean;
  hasFuel: boolean;
};

/** Totals of journeys or their summaries (`fields=summary`: the route is not needed). */
export function journeyTotals(
  journeys: readonly Pick<Journey, 'distance' | 'duration' | 'energyUsed' | 'fuelUsed'>[],
): JourneyTotals {
  const t: JourneyTotals = { count: 0, distance: 0, duration: 0, energy: 0, fuel: 0, hasEnergy: false, hasFuel: false };
  for (const j of journeys) {
    t.count++;
    t.distance += j.distance;
    t.duration += j.duration;
    if (typeof j.energyUsed === 'number') {
      t.energy = addAmounts(t.energy, j.energyUsed);
      t.hasEnergy = true;
    }
    if (typeof j.fuelUsed === 'number') {
      t.fuel = addAmounts(t.fuel, j.fuelUsed);
      t.hasFuel = true;
    }
  }
  return t;
}
