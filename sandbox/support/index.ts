import { CONSENTS, SUPPORT_ORGANISATION } from '../accounts';
import { VINS } from '../fleet';
import { shareableCategories } from './categories';
import { MemoryAccessRecord, type AccessRecord } from './access-record';
import { MemoryGrantStore, type GrantStore } from './support-grants';

export { carCategories, shareableCategories, SHARING_FACTS } from './categories';
export type { AccessEntry, AccessEvent, AccessOutcome, AccessRecord } from './access-record';
export { grantState, type GrantChange, type GrantState, type GrantStore, type SupportGrant } from './support-grants';

/** The state of support access one sandbox shares between its authorization server, API and broker. */
export type SupportStores = { grants: GrantStore; record: AccessRecord };

/** The grants the demo starts with: the cars the README says support can see, active from the start. */
export const DEMO_GRANTS = [
  {
    vin: VINS.evSedan,
    caseReference: 'CASE-20417',
    purpose: 'Range lower than expected since the last software update',
    location: true,
    days: 7,
  },
  {
    vin: VINS.evSuv,
    caseReference: 'CASE-20433',
    purpose: 'Battery health warning and one weak cell',
    location: true,
    days: 14,
  },
  {
    vin: VINS.dieselVan,
    caseReference: 'CASE-20458',
    purpose: 'Tyre pressure warning keeps coming back',
    location: true,
    days: 7,
  },
  {
    vin: VINS.noLocation,
    caseReference: 'CASE-20466',
    purpose: 'Home charging stops before the set limit',
    location: false,
    days: 3,
  },
];

export function createSupportStores(o: { now: () => number; demoGrants?: boolean }): SupportStores {
  const grants = new MemoryGrantStore({ now: o.now });
  const record = new MemoryAccessRecord({ now: o.now });
  if (o.demoGrants ?? true)
    for (const d of DEMO_GRANTS) {
      const categories = shareableCategories(d.vin).filter((c) => d.location || (c !== 'location' && c !== 'journeys'));
      grants.create({
        ownerId: CONSENTS[d.vin]!.ownerId,
        vin: d.vin,
        organisation: SUPPORT_ORGANISATION,
        caseReference: d.caseReference,
        purpose: d.purpose,
        categories,
        days: d.days,
      });
    }
  return { grants, record };
}
