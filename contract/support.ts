import { z } from 'zod/mini';
import { lazySchema } from './lazy';
import type { CategoryId } from './catalog';

/**
 * Support access (DESIGN §3): an owner grants one organisation's support agents read access to one car for one
 * support case, for a time the owner chooses. These are the rules both the account page and the API apply.
 */

/** `CASE-` and 5 to 8 digits, as the support desk issues them (input is trimmed and upper-cased first). */
export const CASE_REFERENCE_PATTERN = /^CASE-[0-9]{5,8}$/;
export const PURPOSE_MAX_LENGTH = 200;
export const GRANT_MIN_DAYS = 1;
export const GRANT_DEFAULT_DAYS = 7;
export const GRANT_MAX_DAYS = 30;
/** How long the access record keeps an entry (counted from its last request). */
export const ACCESS_RECORD_RETENTION_DAYS = 90;

/** What a support grant can cover: the data categories (the trouble codes, `diagnostics`, among them). */
export type SupportCategory = CategoryId;
/** Part of every grant: what the car is, and its trouble codes. */
export const ALWAYS_SHARED: readonly SupportCategory[] = ['vehicle', 'diagnostics'];
/** Off unless the owner turns them on (EDPB: no location unless needed). */
export const OFF_BY_DEFAULT: readonly SupportCategory[] = ['location', 'journeys'];

/** `GET /v1/vehicles/{vin}/support-grant`: the grant a staff caller works under for this car. */
export const SUPPORT_GRANT_PATH = '/v1/vehicles/{vin}/support-grant';

export const SupportGrantBody = lazySchema(() =>
  z.object({
    vin: z.string(),
    caseReference: z.string(),
    purpose: z.string(),
    /** Categories the owner shares under this grant. */
    categories: z.array(z.string()),
    /** Categories this car has that the grant does not cover ("not shared by the customer"). */
    notShared: z.array(z.string()),
    grantedAt: z.string(),
    expiresAt: z.string(),
  }),
);
export type SupportGrantBody = z.infer<typeof SupportGrantBody>;

/** `GET /v1/vehicles/{vin}/support-grants`: the owner's view of who may see their car now (never an agent id). */
export const OWNER_SUPPORT_GRANTS_PATH = '/v1/vehicles/{vin}/support-grants';

export const OwnerSupportGrant = lazySchema(() =>
  z.object({
    caseReference: z.string(),
    purpose: z.string(),
    /** The organisation whose agents the grant opens the car to. */
    organisation: z.string(),
    categories: z.array(z.string()),
    /** Categories this car has that the grant does not cover. */
    notShared: z.array(z.string()),
    grantedAt: z.string(),
    expiresAt: z.string(),
  }),
);
export type OwnerSupportGrant = z.infer<typeof OwnerSupportGrant>;

export const OwnerSupportGrantsBody = lazySchema(() =>
  z.object({
    vin: z.string(),
    /** The grants active now, the one ending first first; empty when no support staff can see the car. */
    active: z.array(OwnerSupportGrant),
  }),
);
export type OwnerSupportGrantsBody = z.infer<typeof OwnerSupportGrantsBody>;
