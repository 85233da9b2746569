import { z } from 'zod/mini';
import { lazySchema } from './lazy';

export const SCOPES = ['vehicle:read', 'charger:read'] as const;

/** RFC 9396 shaped: one entry per vehicle the grant covers, with the categories it may read. */
export const VehicleAuthorizationDetail = lazySchema(() =>
  z.object({
    type: z.literal('vehicle_data'),
    vin: z.string(),
    categories: z.array(z.string()),
    actions: z.optional(z.array(z.string())),
    relation: z.optional(z.string()),
  }),
);
export type VehicleAuthorizationDetail = z.infer<typeof VehicleAuthorizationDetail>;

/**
 * A staff account's one entry (DESIGN §3): read access to a customer's car while the owner's support grant for it is
 * active, with no list of cars. `agentId` is the pseudonym owners see in their access record, never the agent's name.
 */
export const SupportAuthorizationDetail = lazySchema(() =>
  z.object({
    type: z.literal('vehicle_support'),
    actions: z.array(z.string()),
    agentId: z.string(),
    organisation: z.string(),
  }),
);
export type SupportAuthorizationDetail = z.infer<typeof SupportAuthorizationDetail>;

/** Either kind; a client should skip entries of other types rather than fail (RFC 9396 §2). */
export const AuthorizationDetail = lazySchema(() => z.union([VehicleAuthorizationDetail, SupportAuthorizationDetail]));
export type AuthorizationDetail = z.infer<typeof AuthorizationDetail>;

/** SPEC §5.3. */
export const TokenResponse = lazySchema(() =>
  z.object({
    access_token: z.string(),
    token_type: z.string(),
    expires_in: z.int(),
    refresh_token: z.optional(z.string()),
    refresh_expires_in: z.optional(z.int()),
    scope: z.optional(z.string()),
    authorization_details: z.optional(z.array(z.unknown())),
  }),
);
export type TokenResponse = z.infer<typeof TokenResponse>;
