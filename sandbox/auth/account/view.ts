import type { SupportCategory } from '../../../contract';
import { CONSENTS, FLEET_CLIENT_VINS, SUPPORT_ORGANISATION, vinsOwnedBy } from '../../accounts';
import { fleetVehicle } from '../../fleet';
import { grantState, shareableCategories, type AccessEntry, type SupportGrant } from '../../support';
import { defaultForm, type GrantForm, type GrantFormErrors } from '../../support/grant-input';
import type { AccountDeps } from './types';

/** What the account page shows of one car. */
export type CarView = {
  vin: string;
  name: string;
  organisation: string;
  active?: SupportGrant;
  ended: { grant: SupportGrant; state: 'expired' | 'revoked' }[];
  record: AccessEntry[];
  /** The record has no room for another line: support reads of this car are refused until lines age out. */
  recordFull: boolean;
  shareable: SupportCategory[];
  locationSharing: boolean;
  fleet: boolean;
  /** The grant form as to show it: defaults, or what was submitted with what is wrong. */
  form: { values: GrantForm; errors: GrantFormErrors; message?: string };
};

/** A submitted grant form to show again (values kept) with its errors. */
export type FormRetry = { vin: string; values: GrantForm; errors: GrantFormErrors; message?: string };

/** Every car of the owner: its grants, its access record, and what it can share. */
export function carViews(deps: AccountDeps, ownerId: string, retry?: FormRetry): CarView[] {
  const { grants, record } = deps.support;
  const now = grants.now();
  return vinsOwnedBy(ownerId).map((vin) => {
    const car = fleetVehicle(vin);
    const shareable = shareableCategories(vin);
    const own = grants.forVehicle(vin).filter((g) => g.ownerId === ownerId);
    const ended = own.flatMap((grant) => {
      const state = grantState(grant, now);
      return state === 'active' ? [] : [{ grant, state }];
    });
    return {
      vin,
      name: car ? `${car.brand} ${car.model} ${car.year}` : vin,
      organisation: SUPPORT_ORGANISATION,
      active: grants.active(vin, SUPPORT_ORGANISATION),
      ended,
      record: record.forVehicle(vin).filter((e) => e.ownerId === ownerId),
      recordFull: record.isFull(vin),
      shareable,
      locationSharing: CONSENTS[vin]?.locationSharing ?? false,
      fleet: FLEET_CLIENT_VINS.includes(vin),
      form:
        retry?.vin === vin
          ? { values: retry.values, errors: retry.errors, message: retry.message }
          : { values: defaultForm(shareable), errors: {} },
    };
  });
}
