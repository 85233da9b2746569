import { formatDuration } from '../../../utils/time';
import type { Change } from '../../../utils/trends';
import type { TrendRow, TrendUnits } from './rows';

const formats = new Map<string, Intl.NumberFormat>();
/** One formatter per locale and style: a table of five years by day formats tens of thousands of numbers. */
function format(locale: string | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.NumberFormat(locale, options)));
  return f;
}

export const num = (value: number | null, digits: number, locale?: string) =>
  value === null || !Number.isFinite(value)
    ? '—'
    : format(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);

export const money = (value: number | null, currency: string, locale?: string) =>
  value === null ? '—' : format(locale, { style: 'currency', currency }).format(value);

/** Each figure of a row as text in the user's units (the same rounding as the journeys view's totals). */
export function rowText(r: TrendRow, u: TrendUnits, currency: string, locale?: string) {
  return {
    distance: `${num(r.distance, r.distance >= 100 ? 0 : 1, locale)} ${u.distance}`,
    time: formatDuration(r.hours * 3600),
    journeys: num(r.journeys, 0, locale),
    speed: r.speed === null ? '—' : `${num(r.speed, 0, locale)} ${u.speed}`,
    energy: r.energy === null ? '—' : `${num(r.energy, 1, locale)} kWh`,
    energyRate: r.energyRate === null ? '—' : `${num(r.energyRate, 1, locale)} ${u.energyRate}`,
    fuel: r.fuel === null ? '—' : `${num(r.fuel, 1, locale)} l`,
    fuelRate: r.fuelRate === null ? '—' : `${num(r.fuelRate, 1, locale)} ${u.fuelRate}`,
    cost: money(r.cost, currency, locale),
    home: r.home === null ? '—' : `${num(r.home, 1, locale)} kWh`,
    homeShare: r.homeShare === null ? '—' : `${num(r.homeShare * 100, 0, locale)} %`,
  };
}

const FIGURE_NAMES: Record<Change['figure'], string> = {
  distance: 'Distance',
  duration: 'Driving time',
  journeys: 'Journeys',
  averageSpeed: 'Average speed',
  energy: 'Energy used',
  kWhPer100Km: 'Energy per distance',
  fuel: 'Fuel used',
  litresPer100Km: 'Fuel per distance',
  cost: 'Cost',
};

/** "Distance up 12 % (+134 km)", "Journeys the same (41)", "Cost down (−€3.10)" in words and numbers. */
export function changeText(c: Change, u: TrendUnits, currency: string, locale?: string): string {
  const mi = u.distance === 'mi';
  const abs = Math.abs(c.delta);
  const sign = c.delta > 0 ? '+' : c.delta < 0 ? '−' : '±';
  const amount = (() => {
    switch (c.figure) {
      case 'distance':
        return `${num(mi ? abs / 1609.344 : abs / 1000, 0, locale)} ${u.distance}`;
      case 'duration':
        return formatDuration(abs);
      case 'journeys':
        return num(abs, 0, locale);
      case 'averageSpeed':
        return `${num(mi ? abs / 1.609344 : abs, 0, locale)} ${u.speed}`;
      case 'energy':
        return `${num(abs, 1, locale)} kWh`;
      case 'kWhPer100Km':
        return `${num(mi ? abs * 1.609344 : abs, 1, locale)} ${u.energyRate}`;
      case 'fuel':
        return `${num(abs, 1, locale)} l`;
      case 'litresPer100Km':
        return `${num(abs, 1, locale)} l/100 km`;
      case 'cost':
        return money(abs, currency, locale);
    }
  })();
  const name = FIGURE_NAMES[c.figure];
  if (c.direction === 'same') return `${name}: about the same (${sign}${amount})`;
  const share = c.ratio === null ? '' : ` ${num(Math.abs(c.ratio) * 100, 0, locale)} %`;
  return `${name}: ${c.direction}${share} (${sign}${amount})`;
}
