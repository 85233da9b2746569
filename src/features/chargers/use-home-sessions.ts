import { useQueries } from '@tanstack/react-query';
import type { ChargerSession } from '../../../contract/chargers';
import type { JourneyRange } from '../../lib/query-keys';
import { chargerSessionRangeQueryOptions } from './api/get-charger-session-range';
import { useChargers } from './api/get-chargers';

/**
 * Every session of a range on every charger of the account (a home has one or two): `sessions` is undefined while
 * any is on its way, when the account has no charger, or when one failed (then `error` says why).
 */
export function useHomeSessions(range: JourneyRange, enabled = true) {
  const chargers = useChargers(enabled);
  const ids = chargers.data?.content.map((c) => c.id) ?? [];
  const ranges = useQueries({ queries: ids.map((id) => ({ ...chargerSessionRangeQueryOptions(id, range), enabled })) });
  const error = chargers.error ?? ranges.find((q) => q.error)?.error ?? null;
  const done = chargers.isSuccess && ids.length > 0 && ranges.every((q) => q.isSuccess);
  const sessions: ChargerSession[] | undefined = done ? ranges.flatMap((q) => q.data!.sessions) : undefined;
  return {
    sessions,
    error,
    pending: chargers.isPending || ranges.some((q) => q.isPending),
    complete: ranges.every((q) => q.data?.complete !== false),
  };
}
