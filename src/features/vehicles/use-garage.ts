import { useMemo } from 'react';
import { useSession, type Session } from '../../lib/auth/session';
import { useGarageLists } from '../../stores/garage-lists';

export type GarageEntry = { vin: string; relation?: string; categories?: string[]; source: 'grant' | 'saved' };

/** The cars the grant covers (RFC 9396 authorization_details), then the hand-added ones not already listed. */
export function garageEntries(details: Session['authorizationDetails'] | undefined, saved: readonly string[]) {
  const granted: GarageEntry[] = (details ?? []).map((d) => ({
    vin: d.vin,
    relation: d.relation,
    categories: d.categories,
    source: 'grant',
  }));
  const known = new Set(granted.map((g) => g.vin));
  const extra: GarageEntry[] = saved.filter((v) => !known.has(v)).map((vin) => ({ vin, source: 'saved' }));
  return [...granted, ...extra];
}

export function useGarage(): { entries: GarageEntry[]; recent: string[] } {
  const session = useSession();
  const { saved, recent } = useGarageLists();
  const details = session?.authorizationDetails;
  return useMemo(() => ({ entries: garageEntries(details, saved), recent }), [details, saved, recent]);
}
