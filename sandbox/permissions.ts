import {
  CONSENT_REASONS,
  type AuthorizationDetail,
  type CategoryId,
  type ConsentReason,
  type VehicleAuthorizationDetail,
} from '../contract';
import { CONSENTS, FLEET_CLIENT_VINS, findAccount, type StaffIdentity } from './accounts';
import { CHARGER_SITES, fleetVehicle, type ChargerSite } from './fleet';
import { carCategories } from './support/categories';
import { grantState, type AccessRecord, type GrantStore, type SupportGrant } from './support';

/** Who is asking: a signed-in account (through a client), or a client on its own behalf. */
export type Principal = { kind: 'account'; accountId: string } | { kind: 'client'; clientId: string };

/** The signed-in account behind a principal; none for a client acting on its own behalf. */
export const accountOf = (principal: Principal) =>
  principal.kind === 'account' ? findAccount(principal.accountId) : undefined;

export type Access =
  | { kind: 'none' }
  | { kind: 'refused'; reason: string; code: ConsentReason }
  | {
      kind: 'granted';
      relation: 'owner' | 'support' | 'fleet';
      categories: CategoryId[];
      withheld: Partial<Record<CategoryId, string>>;
      /** Support only: the owner's grant the access runs under, and who is using it. */
      support?: { grant: SupportGrant; agent: StaffIdentity };
    };

/** The grants `accessTo` consults (a {@link GrantStore} is one). */
export type GrantReader = Pick<GrantStore, 'active' | 'latest' | 'now'>;

const LOCATION_CATEGORIES: CategoryId[] = ['location', 'journeys'];
const LOCATION_OFF = 'The owner has not allowed location sharing for this vehicle (location and journeys).';
/** The owners' consent to the fleet client covers the cars' data, not their trouble codes. */
const FLEET_NO_DIAGNOSTICS = 'The owner has not allowed this fleet client to read trouble codes (consent diagnostics).';

function withhold(categories: CategoryId[], reason: string, withheld: Partial<Record<CategoryId, string>>) {
  for (const c of LOCATION_CATEGORIES) if (categories.includes(c)) withheld[c] = reason;
  return categories.filter((c) => !LOCATION_CATEGORIES.includes(c));
}

/** Owners and the fleet client: fixed relations, no grants involved. */
function directAccess(principal: Principal, vin: string): Access {
  const consent = CONSENTS[vin];
  if (!consent || !fleetVehicle(vin)) return { kind: 'none' };
  const withheld: Partial<Record<CategoryId, string>> = {};
  let categories = carCategories(vin);
  if (!consent.locationSharing) categories = withhold(categories, LOCATION_OFF, withheld);
  if (principal.kind === 'client') {
    if (!FLEET_CLIENT_VINS.includes(vin)) return { kind: 'none' };
    withheld.diagnostics = FLEET_NO_DIAGNOSTICS;
    return { kind: 'granted', relation: 'fleet', categories: categories.filter((c) => c !== 'diagnostics'), withheld };
  }
  const account = findAccount(principal.accountId);
  return account?.role === 'owner' && consent.ownerId === account.id
    ? { kind: 'granted', relation: 'owner', categories, withheld }
    : { kind: 'none' };
}

const when = (ms: number) => new Date(ms).toISOString();

/** Why an agent has no grant for a car: never given, revoked, or expired (the agent's organisation had it). */
function noGrant(vin: string, latest: SupportGrant | undefined, now: number): Access {
  const state = latest && grantState(latest, now);
  if (latest && state === 'revoked')
    return {
      kind: 'refused',
      code: CONSENT_REASONS.grantRevoked,
      reason: `No active support grant: the owner revoked the grant for ${latest.caseReference} at ${when(latest.revokedAt!)}.`,
    };
  if (latest && state === 'expired')
    return {
      kind: 'refused',
      code: CONSENT_REASONS.grantExpired,
      reason: `No active support grant: the grant for ${latest.caseReference} expired at ${when(latest.expiresAt)}.`,
    };
  return {
    kind: 'refused',
    code: CONSENT_REASONS.noGrant,
    reason: `No active support grant: the owner of vehicle ${vin} has not granted support access to it.`,
  };
}

/**
 * What a principal may read of a vehicle (DESIGN §3): no relation at all is `none` (404, existence not leaked);
 * a relation without consent is `refused` (403); otherwise the categories granted and why the others are withheld.
 * A support agent sees a car only while its owner's grant to the agent's organisation is active, and only the
 * categories the grant covers; every call reads the store, so a revocation or expiry counts from the next request.
 */
export function accessTo(principal: Principal, vin: string, grants: GrantReader): Access {
  const account = accountOf(principal);
  if (!account?.staff) return directAccess(principal, vin);
  const consent = CONSENTS[vin];
  if (!consent || !fleetVehicle(vin)) return { kind: 'none' };
  const agent = account.staff;
  const grant = grants.active(vin, agent.organisation);
  if (!grant) return noGrant(vin, grants.latest(vin, agent.organisation), grants.now());
  const withheld: Partial<Record<CategoryId, string>> = {};
  const categories: CategoryId[] = [];
  for (const c of carCategories(vin)) {
    const off = !consent.locationSharing && LOCATION_CATEGORIES.includes(c);
    if (grant.categories.includes(c) && !off) categories.push(c);
    else withheld[c] = `not shared by the customer under support case ${grant.caseReference}.`;
  }
  return { kind: 'granted', relation: 'support', categories, withheld, support: { grant, agent } };
}

/**
 * RFC 9396 shaped `authorization_details` for a token response: for owners and clients every vehicle and category
 * the grant covers; for staff one `vehicle_support` entry and no cars (an agent looks a car up by its VIN).
 */
export function authorizationDetailsFor(principal: Principal): AuthorizationDetail[] {
  const account = accountOf(principal);
  if (account?.staff) return [{ type: 'vehicle_support', actions: ['read'], ...account.staff }];
  return Object.keys(CONSENTS).flatMap((vin): VehicleAuthorizationDetail[] => {
    const access = directAccess(principal, vin);
    return access.kind === 'granted'
      ? [{ type: 'vehicle_data', vin, categories: access.categories, actions: ['read'], relation: access.relation }]
      : [];
  });
}

/**
 * Records a support request in the owner's access record: a category sent (`viewed`) or one the grant does not
 * cover (`refused`). Anything else (owners, fleet, no grant, data the car does not have) is not a support access.
 * False when the record has no room for it: the request must then be refused, not served unrecorded.
 */
export function recordSupportRequest(record: AccessRecord, access: Access, category: CategoryId): boolean {
  if (access.kind !== 'granted' || !access.support) return true;
  const viewed = access.categories.includes(category);
  if (!viewed && !access.withheld[category]) return true;
  const { grant, agent } = access.support;
  return record.add({
    vin: grant.vin,
    ownerId: grant.ownerId,
    grantId: grant.id,
    caseReference: grant.caseReference,
    purpose: grant.purpose,
    category,
    outcome: viewed ? 'viewed' : 'refused',
    agentId: agent.agentId,
    organisation: agent.organisation,
  });
}

/**
 * Who may see a charger (DESIGN §3): its owner, an owner's account or a client on its own behalf (a fleet's depot).
 * Support staff never see one: no support grant covers a charger.
 */
export function ownsCharger(principal: Principal, site: ChargerSite): boolean {
  if (principal.kind === 'client') return site.owner.kind === 'client' && site.owner.clientId === principal.clientId;
  const account = accountOf(principal);
  return account?.role === 'owner' && site.owner.kind === 'account' && site.owner.accountId === account.id;
}

/** The ids of the chargers a principal owns, in the sandbox's order. */
export const chargersOwnedBy = (principal: Principal) =>
  CHARGER_SITES.filter((site) => ownsCharger(principal, site)).map((site) => site.id);
