import { IsRestoringProvider, useIsRestoring } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { Outlet, useMatches } from 'react-router';
import type { queriesStarted } from './vehicle-view';

export const startsEveryQuery = (data: unknown) =>
  (data as Partial<typeof queriesStarted> | null)?.queriesStarted === true;

/** Whether the app's persisted cache is still being restored, as the layout above `QueriesStarted` saw it. */
const AppRestoring = createContext<boolean | null>(null);

/**
 * A layout whose own loader started every query the layout itself shows (`started`): its queries observe the cache
 * from their first render, as the views' do under `QueriesStartedOutlet` (below). Otherwise the restore's end renders
 * the layout again, and its queries, subscribing then with their results moved meanwhile, render it once more at once
 * (a synchronous render, in the task of React's passive effects: issue 18). The outlet inside still decides for its
 * view by the restore itself, not by the layout's answer.
 */
export function QueriesStarted({ started, children }: { started: boolean; children: ReactNode }) {
  const restoring = useIsRestoring();
  return (
    <AppRestoring.Provider value={restoring}>
      <IsRestoringProvider value={restoring && !started}>{children}</IsRestoringProvider>
    </AppRestoring.Provider>
  );
}

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
  const own = useIsRestoring();
  const restoring = useContext(AppRestoring) ?? own;
  return (
    <IsRestoringProvider value={restoring && !started}>
      <Outlet />
    </IsRestoringProvider>
  );
}
