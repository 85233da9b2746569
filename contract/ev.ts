import { z } from 'zod/mini';
import { lazySchema } from './lazy';
import { SignalValue } from './signal';
import { Place } from './journeys';

export const ChargingSession = lazySchema(() =>
  z.object({
    id: z.string(),
    start: z.string(),
    end: z.nullable(z.string()),
    energyAdded: z.number(),
    maxPower: z.number(),
    averagePower: z.number(),
    location: z.nullable(Place),
  }),
);
export type ChargingSession = z.infer<typeof ChargingSession>;

export const EvBody = lazySchema(() =>
  z.object({
    vin: z.string(),
    signals: z.array(SignalValue),
    chargingSession: z.nullable(ChargingSession),
  }),
);
export type EvBody = z.infer<typeof EvBody>;
