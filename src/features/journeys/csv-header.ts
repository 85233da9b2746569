import type { T } from '../../lib/i18n';

/** The journeys CSV's header row in the user's language; the columns and SI units are `journeysToCsv`'s. */
export const journeyCsvHeader = (t: T): string[] => [
  t('csv.journeys.id'),
  t('csv.journeys.start'),
  t('csv.journeys.end'),
  t('csv.journeys.distance'),
  t('csv.journeys.duration'),
  t('csv.journeys.speed'),
  t('csv.journeys.energy'),
  t('csv.journeys.fuel'),
  t('csv.journeys.startLat'),
  t('csv.journeys.startLon'),
  t('csv.journeys.endLat'),
  t('csv.journeys.endLon'),
];
