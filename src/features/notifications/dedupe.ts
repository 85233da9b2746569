import type { NotifyEvent } from './rules';

/**
 * One notification per event (issue 17): the identities already shown, with when, shared by every tab through
 * IndexedDB under a Web Lock (see `claim` in the engine). Pure: the list in, the list out.
 */
export type Seen = Record<string, number>;

/** How long an identity is remembered: longer than any event stays news (rules.NEWS_WITHIN_MS), a day for tyres. */
export const REMEMBER_MS = 3 * 86_400_000;
export const SEEN_MAX = 2_000;

/** The events not seen before (each identity once, even within one batch) and the list with them added, pruned. */
export function claimEvents(
  seen: Seen,
  events: readonly NotifyEvent[],
  now: number,
): { fresh: NotifyEvent[]; seen: Seen } {
  const next: Seen = {};
  for (const [id, at] of Object.entries(seen)) if (now - at < REMEMBER_MS) next[id] = at;
  const fresh: NotifyEvent[] = [];
  for (const event of events) {
    if (event.id in next) continue;
    next[event.id] = now;
    fresh.push(event);
  }
  const ids = Object.keys(next);
  if (ids.length > SEEN_MAX)
    for (const id of ids.sort((a, b) => next[a]! - next[b]!).slice(0, ids.length - SEEN_MAX)) delete next[id];
  return { fresh, seen: next };
}
