import type { T } from '../../../lib/i18n';
import { toCsv } from '../../../utils/export';
import { averageSpeedKmh, homeShare, kWhPer100Km, litresPer100Km, type Bucket } from '../../../utils/trends';

const round = (v: number | null, digits: number) => (v === null ? null : Number(v.toFixed(digits)));

const machineHeader = (currency: string) => [
  'bucket',
  'firstDay',
  'lastDay',
  'journeys',
  'distance_m',
  'duration_s',
  'averageSpeed_kmh',
  'energyUsed_kWh',
  'kWh_per_100km',
  'fuelUsed_l',
  'l_per_100km',
  `cost_${currency}`,
  'uncostedJourneys',
  'chargedAtHome_kWh',
  'shareChargedAtHome',
];

/** The header row in the user's language (the columns are `bucketsToCsv`'s). */
export const trendsCsvHeader = (t: T, currency: string): string[] => [
  t('csv.trends.bucket'),
  t('csv.trends.firstDay'),
  t('csv.trends.lastDay'),
  t('csv.trends.journeys'),
  t('csv.journeys.distance'),
  t('csv.journeys.duration'),
  t('csv.journeys.speed'),
  t('csv.journeys.energy'),
  t('csv.trends.kWhPer100km'),
  t('csv.journeys.fuel'),
  t('csv.trends.lPer100km'),
  t('csv.trends.cost', { currency }),
  t('csv.trends.uncosted'),
  t('csv.trends.home'),
  t('csv.trends.homeShare'),
];

/** The buckets as CSV in SI units (one header row, CRLF), cost in the price book's currency. */
export function bucketsToCsv(
  buckets: readonly Bucket[],
  currency: string,
  header: readonly string[] = machineHeader(currency),
): string {
  return toCsv([
    header,
    ...buckets.map((b) => [
      b.key,
      b.firstDay,
      b.lastDay,
      b.journeys,
      b.distance,
      b.duration,
      round(averageSpeedKmh(b), 1),
      b.hasEnergy ? round(b.energyKWh, 2) : null,
      round(kWhPer100Km(b), 2),
      b.hasFuel ? round(b.fuelL, 2) : null,
      round(litresPer100Km(b), 2),
      round(b.cost, 2),
      b.uncosted,
      round(b.homeKWh, 2),
      round(homeShare(b), 3),
    ]),
  ]);
}
