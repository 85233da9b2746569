import { useMemo } from 'react';
import { useSession, type Session } from '../../lib/auth/session';
import { useGarageLists, useSavedVins } from '../../stores/garage-lists';

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

/** The garage's cars alone: the same array while the grant and the hand-added VINs stay as they are. */
export function useGarageEntries(): GarageEntry[] {
  const details = useSession()?.authorizationDetails;
  const saved = useSavedVins();
  return useMemo(() => garageEntries(details, saved), [details, saved]);
}

export function useGarage(): { entries: GarageEntry[]; recent: string[] } {
  const entries = useGarageEntries();
  const { recent } = useGarageLists();
  return useMemo(() => ({ entries, recent }), [entries, recent]);
}
