import { DAY_MS, HOUR_MS, MINUTE_MS, type Profile } from './profiles';

const YEAR_S = 365 * 86_400;
export const SERVICE_DUE_KM = 1_000;
export const SERVICE_DUE_S = 30 * 86_400;

/** The car reports its service figures once a day, at this time (UTC) of each day. */
export const serviceReportAt = (p: Profile, day: number) => day * DAY_MS + 3 * HOUR_MS + (p.seed % 60) * MINUTE_MS;

/**
 * Distance (km) and time (s) to the next service: every `serviceIntervalKm` or every year from delivery,
 * whichever comes first; both counters restart at each service.
 */
export function serviceFigures(
  p: Profile,
  odometerM: number,
  at: number,
): { distanceToService: number; timeToService: number; due: boolean } {
  const interval = p.serviceIntervalKm;
  const sinceService = (((odometerM / 1000 + p.seed * 37) % interval) + interval) % interval;
  const distanceToService = Math.round((interval - sinceService) * 10) / 10;
  const timeToService = Math.round(YEAR_S - (((((at - p.deliveredAt) / 1000) % YEAR_S) + YEAR_S) % YEAR_S));
  return { distanceToService, timeToService, due: distanceToService < SERVICE_DUE_KM || timeToService < SERVICE_DUE_S };
}
