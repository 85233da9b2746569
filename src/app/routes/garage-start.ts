import type { warmOverview } from './garage-warm';

/**
 * The overview's start, in a chunk of its own: the garage route (part of the first route) names only this chunk, and
 * the overview's list of some 40 chunks to preload comes with it, one step later, not with the first route.
 */
export const loadOverview = () => import('./garage-overview');

/** The overview's code and every car's other requests, all at once (none awaited). */
export function startOverview(cars: Parameters<typeof warmOverview>[0]) {
  void loadOverview();
  void import('./garage-warm').then((m) => m.warmOverview(cars));
}
