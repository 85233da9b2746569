import { z } from 'zod/mini';
import { SignalValue } from './signal';
import { Place } from './journeys';

export const ChargingSession = z.object({
  id: z.string(),
  start: z.string(),
  end: z.nullable(z.string()),
  energyAdded: z.number(),
  maxPower: z.number(),
  averagePower: z.number(),
  location: z.nullable(Place),
});
export type ChargingSession = z.infer<typeof ChargingSession>;

export const EvBody = z.object({
  vin: z.string(),
  signals: z.array(SignalValue),
  chargingSession: z.nullable(ChargingSession),
});
export type EvBody = z.infer<typeof EvBody>;
