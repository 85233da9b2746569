import type { CategoryId, VehicleAuthorizationDetail } from '../contract';
import { CONSENTS, FLEET_CLIENT_VINS, findAccount } from './accounts';
import { fleetVehicle } from './fleet';

/** Who is asking: a signed-in account (through a client), or a client on its own behalf. */
export type Principal = { kind: 'account'; accountId: string } | { kind: 'client'; clientId: string };

export type Access =
  | { kind: 'none' }
  | { kind: 'refused'; reason: string }
  | {
      kind: 'granted';
      relation: 'owner' | 'support' | 'fleet';
      categories: CategoryId[];
      withheld: Partial<Record<CategoryId, string>>;
    };

const LOCATION_CATEGORIES: CategoryId[] = ['location', 'journeys'];

function categoriesFor(vin: string): CategoryId[] {
  const car = fleetVehicle(vin);
  if (!car) return [];
  const out: CategoryId[] = ['vehicle', 'status', 'alerts', 'journeys', 'location'];
  if (car.capabilities.includes('ev-charging')) out.push('ev', 'hv-battery');
  return out;
}

function withhold(categories: CategoryId[], reason: string, withheld: Partial<Record<CategoryId, string>>) {
  for (const c of LOCATION_CATEGORIES) if (categories.includes(c)) withheld[c] = reason;
  return categories.filter((c) => !LOCATION_CATEGORIES.includes(c));
}

/**
 * What a principal may read of a vehicle (DESIGN §3): no relation at all is `none` (404, existence not leaked);
 * a relation without consent is `refused` (403); otherwise the categories granted and why the others are withheld.
 */
export function accessTo(principal: Principal, vin: string): Access {
  const consent = CONSENTS[vin];
  if (!consent || !fleetVehicle(vin)) return { kind: 'none' };
  const withheld: Partial<Record<CategoryId, string>> = {};
  let categories = categoriesFor(vin);
  if (!consent.locationSharing)
    categories = withhold(
      categories,
      'The owner has not allowed location sharing for this vehicle (location and journeys).',
      withheld,
    );

  if (principal.kind === 'client') {
    if (!FLEET_CLIENT_VINS.includes(vin)) return { kind: 'none' };
    return { kind: 'granted', relation: 'fleet', categories, withheld };
  }
  const account = findAccount(principal.accountId);
  if (!account) return { kind: 'none' };
  if (account.role === 'owner') {
    return consent.ownerId === account.id
      ? { kind: 'granted', relation: 'owner', categories, withheld }
      : { kind: 'none' };
  }
  if (!consent.supportAccess)
    return { kind: 'refused', reason: 'The owner has not allowed support access to this vehicle.' };
  if (!consent.supportLocation && consent.locationSharing)
    categories = withhold(
      categories,
      'The owner has not allowed support staff to see location and journeys.',
      withheld,
    );
  return { kind: 'granted', relation: 'support', categories, withheld };
}

/** RFC 9396 shaped `authorization_details` for a token response: every vehicle and category the grant covers. */
export function authorizationDetailsFor(principal: Principal): VehicleAuthorizationDetail[] {
  return Object.keys(CONSENTS).flatMap((vin) => {
    const access = accessTo(principal, vin);
    return access.kind === 'granted'
      ? [
          {
            type: 'vehicle_data' as const,
            vin,
            categories: access.categories,
            actions: ['read'],
            relation: access.relation,
          },
        ]
      : [];
  });
}
