import { useMemo } from 'react';
import { useSession } from '../../lib/auth/session';
import { useGarageLists } from '../../stores/garage-lists';

export type GarageEntry = { vin: string; relation?: string; categories?: string[]; source: 'grant' | 'saved' };

/** The cars the grant covers (RFC 9396 authorization_details), then the hand-added ones not already listed. */
export function useGarage(): { entries: GarageEntry[]; recent: string[] } {
  const session = useSession();
  const { saved, recent } = useGarageLists();
  const details = session?.authorizationDetails;
  return useMemo(() => {
    const granted: GarageEntry[] = (details ?? []).map((d) => ({
      vin: d.vin,
      relation: d.relation,
      categories: d.categories,
      source: 'grant',
    }));
    const known = new Set(granted.map((g) => g.vin));
    const extra: GarageEntry[] = saved.filter((v) => !known.has(v)).map((vin) => ({ vin, source: 'saved' }));
    return { entries: [...granted, ...extra], recent };
  }, [details, saved, recent]);
}
