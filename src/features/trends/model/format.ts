import { numberFormat } from '../../../utils/intl';
import { formatDuration } from '../../../utils/time';
import type { Change } from '../../../utils/trends';
import type { TrendRow, TrendUnits } from './rows';
import type { T } from '../../../lib/i18n';

export const num = (value: number | null, digits: number, locale?: string) =>
  value === null || !Number.isFinite(value)
    ? '—'
    : numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);

export const money = (value: number | null, currency: string, locale?: string) =>
  value === null ? '—' : numberFormat(locale, { style: 'currency', currency }).format(value);

/** Each figure of a row as text in the user's units (the same rounding as the journeys view's totals). */
export function rowText(r: TrendRow, u: TrendUnits, currency: string, locale?: string) {
  return {
    distance: `${num(r.distance, r.distance >= 100 ? 0 : 1, locale)} ${u.distance}`,
    time: formatDuration(r.hours * 3600, locale ?? 'en'),
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

/** "Distance: up 12 % (+134 km)", "Journeys: about the same (±0)" in words and numbers, in the user's language. */
export function changeText(t: T, c: Change, u: TrendUnits, currency: string): string {
  const locale = t.locale;
  const mi = u.distance === 'mi';
  const abs = Math.abs(c.delta);
  const sign = c.delta > 0 ? '+' : c.delta < 0 ? '−' : '±';
  const amount = (() => {
    switch (c.figure) {
      case 'distance':
        return `${num(mi ? abs / 1609.344 : abs / 1000, 0, locale)} ${u.distance}`;
      case 'duration':
        return formatDuration(abs, locale);
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
  const share = c.ratio === null || c.direction === 'same' ? 'none' : `${num(Math.abs(c.ratio) * 100, 0, locale)} %`;
  return t('trends.change', {
    figure: t('trends.figure', { figure: c.figure }),
    direction: c.direction,
    share,
    amount: `${sign}${amount}`,
  });
}
