import { IsRestoringProvider, useIsRestoring } from '@tanstack/react-query';
import { Outlet, useMatches } from 'react-router';
import type { queriesStarted } from './vehicle-view';

const startsEveryQuery = (data: unknown) => (data as Partial<typeof queriesStarted> | null)?.queriesStarted === true;

/**
 * A layout's outlet. When the view's loader started every query it shows (`vehicleLoader`'s `startsEveryQuery`: it
 * returned `queriesStarted`), the view's queries observe the cache from their first render instead of waiting for the
 * persisted cache's restore (`Providers`). Waiting saves no request there (the loader's are on their way, and a query
 * mounting while its request is in flight joins it), and it costs: when the restore ends, every waiting query renders
 * again, subscribes and, its result having moved meanwhile, renders once more at once (a synchronous render): the
 * whole view in one pass (issue 18). Observing at once, a section renders when its own answer changes: a restored
 * answer shows while the request is in flight, as before; one older than the loader's answer is left out by the
 * restore and renders nothing. Any other view waits for the restore as before.
 */
export function QueriesStartedOutlet() {
  const started = startsEveryQuery(useMatches().at(-1)?.data);
  const restoring = useIsRestoring();
  return (
    <IsRestoringProvider value={restoring && !started}>
      <Outlet />
    </IsRestoringProvider>
  );
}
