import { IsRestoringProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * A view whose route loader starts every query it shows: its queries observe the cache from their first render
 * instead of waiting for the persisted cache's restore (`Providers`). Waiting saves no request there (the loader's are
 * on their way, and a query mounting while its request is in flight joins it), and it costs: when the restore ends,
 * every waiting query renders again, subscribes and, its result having moved meanwhile, renders once more at once (a
 * synchronous render): every section in one pass (issue 18). Observing at once, a section renders when its own answer
 * changes: a restored answer shows while the request is in flight, as before; one older than the loader's answer is
 * left out by the restore and renders nothing.
 */
export function QueriesStarted({ children }: { children: ReactNode }) {
  return <IsRestoringProvider value={false}>{children}</IsRestoringProvider>;
}
