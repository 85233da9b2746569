import type { CategoryId } from '../../contract';
import { ACCESS_RECORD_RETENTION_DAYS, CONSENT_REASONS } from '../../contract';
import { DATA_SCOPE } from '../../contract/endpoints';
import { accessTo, recordSupportRequest, type Access } from '../permissions';
import type { SupportStores } from '../support';
import { ConsentForbidden, Forbidden, NotFound } from './errors';
import type { Caller } from './dpop/authenticate';

export const unknownVehicle = (vin: string) => new NotFound(`No vehicle ${vin} is accessible to the caller.`);

/** The scope every data endpoint needs (403 naming it otherwise). */
export function requireDataScope(caller: Caller) {
  if (!caller.scopes.includes(DATA_SCOPE))
    throw new Forbidden(`The access token lacks the ${DATA_SCOPE} scope.`, DATA_SCOPE);
}

/** The caller's relation to a car: 404 for none (existence not leaked), 403 naming the missing consent. */
export function relationTo(caller: Caller, vin: string, support: SupportStores): Extract<Access, { kind: 'granted' }> {
  const access = accessTo(caller.principal, vin, support.grants);
  if (access.kind === 'none') throw unknownVehicle(vin);
  if (access.kind === 'refused') throw new ConsentForbidden(access.reason, access.code);
  return access;
}

/**
 * Scope, then consent (DESIGN §3): no relation is 404 (existence not leaked), a refused relation or a withheld
 * category is 403 naming what is missing, a category the vehicle does not have (EV data of a petrol car) is 404.
 * A support request is recorded in the owner's access record, refused categories included.
 */
export function authorize(
  caller: Caller,
  vin: string,
  category: CategoryId,
  support: SupportStores,
): Extract<Access, { kind: 'granted' }> {
  requireDataScope(caller);
  const access = relationTo(caller, vin, support);
  if (!recordSupportRequest(support.record, access, category))
    throw new ConsentForbidden(
      `Support reads of vehicle ${vin} are paused: the owner's access record for it is full, and no read goes unrecorded. Lines leave it ${ACCESS_RECORD_RETENTION_DAYS} days after their last request.`,
      CONSENT_REASONS.recordFull,
      category,
    );
  if (access.categories.includes(category)) return access;
  const withheld = access.withheld[category];
  if (withheld)
    throw new ConsentForbidden(`Category ${category} is withheld: ${withheld}`, CONSENT_REASONS.notShared, category);
  throw new NotFound(`Vehicle ${vin} has no ${category} data.`);
}
