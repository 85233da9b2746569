import { dateTimeFormat } from '../../../utils/intl';
import { KM_PER_MILE, type Units } from '../../../utils/units';
import {
  averageSpeedKmh,
  dayOfDate,
  homeShare,
  kWhPer100Km,
  litresPer100Km,
  type Bucket,
  type Figures,
  type Granularity,
} from '../../../utils/trends';

const LITRES_PER_US_GALLON = 3.785411784;
/** l/100 km → mpg (US). */
const MPG_BY_L_PER_100KM = (100 * LITRES_PER_US_GALLON) / KM_PER_MILE;

/** The units a trend shows in, from the user's choice. */
export type TrendUnits = { distance: 'km' | 'mi'; speed: 'km/h' | 'mph'; energyRate: string; fuelRate: string };
export const trendUnits = (u: Units): TrendUnits =>
  u.distance === 'mi'
    ? { distance: 'mi', speed: 'mph', energyRate: 'kWh/100 mi', fuelRate: 'mpg' }
    : { distance: 'km', speed: 'km/h', energyRate: 'kWh/100 km', fuelRate: 'l/100 km' };

/** One bucket or total in the user's units, as charts and tables show it (null: nothing to show). */
export type TrendRow = {
  key: string;
  label: string;
  distance: number;
  hours: number;
  journeys: number;
  speed: number | null;
  energy: number | null;
  energyRate: number | null;
  fuel: number | null;
  fuelRate: number | null;
  cost: number | null;
  home: number | null;
  homeShare: number | null;
};

export function toRow(f: Figures, key: string, label: string, units: Units): TrendRow {
  const mi = units.distance === 'mi';
  const km = f.distance / 1000;
  const speed = averageSpeedKmh(f);
  const perKm = kWhPer100Km(f);
  const l = litresPer100Km(f);
  const share = homeShare(f);
  return {
    key,
    label,
    distance: mi ? km / KM_PER_MILE : km,
    hours: f.duration / 3600,
    journeys: f.journeys,
    speed: speed === null ? null : mi ? speed / KM_PER_MILE : speed,
    energy: f.hasEnergy ? f.energyKWh : null,
    energyRate: perKm === null ? null : mi ? perKm * KM_PER_MILE : perKm,
    fuel: f.hasFuel ? f.fuelL : null,
    fuelRate: l === null ? null : mi ? (l > 0 ? MPG_BY_L_PER_100KM / l : null) : l,
    cost: f.cost,
    home: f.homeKWh,
    homeShare: share,
  };
}

/** "3 Nov" for a day or a week (its Monday), "Nov 2026" for a month, in the locale. */
export function bucketLabel(b: Pick<Bucket, 'key' | 'firstDay'>, g: Granularity, locale?: string): string {
  const options: Intl.DateTimeFormatOptions =
    g === 'month' ? { month: 'short', year: 'numeric' } : { day: 'numeric', month: 'short' };
  const t = dayOfDate(g === 'month' ? `${b.key}-01` : b.key) * 86_400_000;
  return dateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(t);
}

export const toRows = (buckets: readonly Bucket[], g: Granularity, units: Units, locale?: string): TrendRow[] =>
  buckets.map((b) => toRow(b, b.key, bucketLabel(b, g, locale), units));
