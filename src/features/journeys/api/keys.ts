import { vehicleKeys } from '../../vehicles/api/keys';

export type JourneyRange = { from: string; to: string };

/** Journey keys beyond the shared factory: every journey of a date range (totals and export). */
export const journeyKeys = {
  ...vehicleKeys,
  range: (vin: string, range: JourneyRange) => [...vehicleKeys.journeysAll(vin), 'range', range] as const,
};
