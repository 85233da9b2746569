/**
 * The sessions of a range on every charger the account owns (a home has one or two), by the car that charged: one
 * query per charger for the range. Trends' "charged at home" and the owner report's energy charged at home read them
 * (app routes join them with a car's journeys; features never import each other).
 */
import { useQueries } from '../../lib/use-query';
import { useMemo } from 'react';
import type { ChargerSession } from '../../../contract/chargers';
import type { Session } from '../../lib/auth';
import { queryClient } from '../../lib/query-client';
import type { JourneyRange } from '../../lib/query-keys';
import { chargerSessionRangeQueryOptions } from './api/get-charger-session-range';
import { chargersQueryOptions, useChargers } from './api/get-chargers';
import { chargerAccess, useChargerAccess } from './use-charger-access';

export type HomeSessions = {
  /** Each car's sessions; null while any is on its way, when one failed, or when there is nothing to say (no
   * charger, no `charger:read`, not asked). */
  byVin: ReadonlyMap<string, readonly ChargerSession[]> | null;
  /** The first answers are still on their way: show the figures once they are there, so nothing moves. */
  pending: boolean;
  error: Error | null;
  retry: () => void;
};

/** A loader's half: the chargers, then their sessions of the range, started before the page renders. */
export function prefetchHomeSessions(session: Session, range: JourneyRange): void {
  if (chargerAccess(session) !== 'ok') return;
  void queryClient
    .fetchQuery(chargersQueryOptions())
    .then((page) => {
      for (const c of page.content) void queryClient.prefetchQuery(chargerSessionRangeQueryOptions(c.id, range));
    })
    .catch(() => undefined); // the page's own query shows the error
}

/** `enabled`: whether any car shown charges (an EV). */
export function useHomeSessions(range: JourneyRange, enabled: boolean): HomeSessions {
  const on = useChargerAccess() === 'ok' && enabled;
  const chargers = useChargers(on);
  const ids = on ? (chargers.data?.content.map((c) => c.id) ?? []) : [];
  const sessions = useQueries({ queries: ids.map((id) => chargerSessionRangeQueryOptions(id, range)) });
  const dataKey = sessions.map((q) => q.dataUpdatedAt).join();
  const idKey = ids.join();
  const byVin = useMemo(() => {
    if (ids.length === 0 || sessions.some((q) => !q.data)) return null;
    const map = new Map<string, ChargerSession[]>();
    for (const q of sessions)
      for (const s of q.data!.sessions) {
        if (!s.vin) continue;
        const list = map.get(s.vin);
        if (list) list.push(s);
        else map.set(s.vin, [s]);
      }
    return map;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the answers change with these keys (useQueries' arrays are new each render)
  }, [idKey, dataKey]);
  const failed = (on && chargers.error) || sessions.find((q) => q.error)?.error || null;
  return {
    byVin,
    pending: on && !failed && (chargers.isPending || sessions.some((q) => q.isPending)),
    error: failed,
    retry: () => {
      if (chargers.error) void chargers.refetch();
      for (const q of sessions) if (q.error) void q.refetch();
    },
  };
}
