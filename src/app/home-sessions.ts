/**
 * Trends' "charged at home": the sessions of every charger the account owns, by the car that charged, joined with a
 * car's journeys in `utils/trends` (the app layer joins the chargers and trends features, which never import each
 * other). All sessions up to the end of today, once: they do not change with the period, so a period change never
 * waits for them.
 */
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { chargerSessionRangeQueryOptions } from '../features/chargers/api/get-charger-session-range';
import { chargersQueryOptions, useChargers } from '../features/chargers/api/get-chargers';
import { chargerAccess, useChargerAccess } from '../features/chargers/use-charger-access';
import type { Session } from '../lib/auth';
import { queryClient } from '../lib/query-client';
import type { ChargeSummary } from '../utils/trends';

const EVER = new Date(0).toISOString();

export type HomeSessions = {
  /** Each car's sessions; null when there is nothing to say (no charger, no `charger:read`, not asked). */
  byVin: ReadonlyMap<string, readonly ChargeSummary[]> | null;
  /** The first answer is still on its way: show the trends once it is there, so nothing moves. */
  pending: boolean;
  error: Error | null;
  retry: () => void;
};

/** A loader's half: the chargers, then their sessions, started before the page renders. */
export function prefetchHomeSessions(session: Session, to: string): void {
  if (chargerAccess(session) !== 'ok') return;
  void queryClient
    .fetchQuery(chargersQueryOptions())
    .then((page) => {
      for (const c of page.content)
        void queryClient.prefetchQuery(chargerSessionRangeQueryOptions(c.id, { from: EVER, to }));
    })
    .catch(() => undefined); // the page's own query shows the error
}

/** `to`: the end of today (the trends' periods end there). `enabled`: whether any car shown charges (an EV). */
export function useHomeSessions(to: string, enabled: boolean): HomeSessions {
  const on = useChargerAccess() === 'ok' && enabled;
  const chargers = useChargers(on);
  const ids = on ? (chargers.data?.content.map((c) => c.id) ?? []) : [];
  const sessions = useQueries({
    queries: ids.map((id) => chargerSessionRangeQueryOptions(id, { from: EVER, to })),
  });
  const dataKey = sessions.map((q) => q.dataUpdatedAt).join();
  const idKey = ids.join();
  const byVin = useMemo(() => {
    if (!on || ids.length === 0 || sessions.some((q) => !q.data)) return null;
    const map = new Map<string, ChargeSummary[]>();
    for (const q of sessions)
      for (const s of q.data!.sessions) {
        if (!s.vin) continue;
        const list = map.get(s.vin);
        if (list) list.push(s);
        else map.set(s.vin, [s]);
      }
    return map;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the answers change with these keys (useQueries' arrays are new each render)
  }, [on, idKey, dataKey]);
  const failed = chargers.error ?? sessions.find((q) => q.error)?.error ?? null;
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
