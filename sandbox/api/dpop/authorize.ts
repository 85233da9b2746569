import type { CategoryId } from '../../../contract';
import { DATA_SCOPE } from '../../../contract/endpoints';
import { accessTo, type Access } from '../../access';
import { Forbidden, NotFound } from '../errors';
import type { Caller } from './authenticate';

export const unknownVehicle = (vin: string) => new NotFound(`No vehicle ${vin} is accessible to the caller.`);

/**
 * Scope, then consent (DESIGN §3): no relation is 404 (existence not leaked), a refused relation or a withheld
 * category is 403 naming what is missing, a category the vehicle does not have (EV data of a petrol car) is 404.
 */
export function authorize(caller: Caller, vin: string, category: CategoryId): Extract<Access, { kind: 'granted' }> {
  if (!caller.scopes.includes(DATA_SCOPE))
    throw new Forbidden(`The access token lacks the ${DATA_SCOPE} scope.`, DATA_SCOPE);
  const access = accessTo(caller.principal, vin);
  if (access.kind === 'none') throw unknownVehicle(vin);
  if (access.kind === 'refused') throw new Forbidden(access.reason);
  if (access.categories.includes(category)) return access;
  const withheld = access.withheld[category];
  if (withheld) throw new Forbidden(`Category ${category} is withheld: ${withheld}`);
  throw new NotFound(`Vehicle ${vin} has no ${category} data.`);
}
