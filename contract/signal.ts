import { z } from 'zod/mini';
import { lazySchema } from './lazy';

/** SPEC §2.2: one VSS signal value with the time the vehicle transmitted it. */
export const SignalValue = lazySchema(() =>
  z.object({
    name: z.string().check(z.minLength(1)),
    timestamp: z.string(),
    unit: z.optional(z.string()),
    value: z.unknown(),
  }),
);
export type SignalValue = z.infer<typeof SignalValue>;

/** Bodies of status, location and hv-battery: the VIN and a flat list of signal values. */
export const SignalsBody = lazySchema(() =>
  z.object({
    vin: z.string(),
    signals: z.array(SignalValue),
  }),
);
export type SignalsBody = z.infer<typeof SignalsBody>;

/** Units exactly as VSS 6.0 writes them (spec/units.yaml). */
export const VSS_UNITS = [
  'kPa',
  'percent',
  'm',
  'km',
  'km/h',
  'V',
  'A',
  'Ah',
  'W',
  'kW',
  'kWh',
  'Celsius',
  'degrees',
  's',
  'h',
  'l',
  'l/100km',
  'iso8601',
] as const;
export type VssUnit = (typeof VSS_UNITS)[number];
