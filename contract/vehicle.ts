import { z } from 'zod/mini';
import { lazySchema } from './lazy';

export const CAPABILITIES = [
  'remote-lock',
  'remote-climate',
  'live-data-streaming',
  'journey-log',
  'ev-charging',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

export const FUEL_TYPES = ['electric', 'plug-in-hybrid', 'hybrid', 'gasoline', 'diesel'] as const;

/** SPEC §2.1, plus the exterior colour (DESIGN §3). Unknown capabilities and fuel types are kept, not rejected. */
export const Vehicle = lazySchema(() =>
  z.object({
    Vehicle: z.object({
      VehicleIdentification: z.object({
        VIN: z.string(),
        Brand: z.string(),
        Model: z.string(),
        Year: z.int(),
        BodyType: z.string(),
        VehicleExteriorColor: z.optional(z.string()),
      }),
      Powertrain: z.object({ FuelType: z.string() }),
      Capabilities: z.array(z.string()),
    }),
  }),
);
export type Vehicle = z.infer<typeof Vehicle>;
