import { z } from 'zod';
import { SignalValue } from './signal';
import { Place } from './journeys';

export const ChargingSession = z.object({
  id: z.string(),
  start: z.string(),
  end: z.string().nullable(),
  energyAdded: z.number(),
  maxPower: z.number(),
  averagePower: z.number(),
  location: Place.nullable(),
});
export type ChargingSession = z.infer<typeof ChargingSession>;

export const EvBody = z.object({
  vin: z.string(),
  signals: z.array(SignalValue),
  chargingSession: ChargingSession.nullable(),
});
export type EvBody = z.infer<typeof EvBody>;
