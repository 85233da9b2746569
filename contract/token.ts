import { z } from 'zod';

export const SCOPES = ['vehicle:read', 'charger:read'] as const;

/** RFC 9396 shaped: one entry per vehicle the grant covers, with the categories it may read. */
export const VehicleAuthorizationDetail = z.object({
  type: z.literal('vehicle_data'),
  vin: z.string(),
  categories: z.array(z.string()),
  actions: z.array(z.string()).optional(),
  relation: z.string().optional(),
});
export type VehicleAuthorizationDetail = z.infer<typeof VehicleAuthorizationDetail>;

/** SPEC §5.3. */
export const TokenResponse = z.object({
  access_token: z.string(),
  token_type: z.string(),
  expires_in: z.number().int(),
  refresh_token: z.string().optional(),
  refresh_expires_in: z.number().int().optional(),
  scope: z.string().optional(),
  authorization_details: z.array(z.unknown()).optional(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;
