import { IsRestoringProvider, QueryClientProvider } from '@tanstack/react-query';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { queryClient } from '../lib/query-client';

// One restore per page, whatever React does with effects (StrictMode runs them twice).
let restoring: Promise<() => void> | null = null;
const restore = () => (restoring ??= import('../lib/query-persist').then((m) => m.restoreAndPersist(queryClient)));

/**
 * The query client, and the persisted cache restored after the first render, as `PersistQueryClientProvider` does
 * (until it is restored `useIsRestoring` is true and views' queries wait for it; then every change is saved), with
 * the restore's code in a chunk of its own, loaded once the page has painted. The end of the restore is a transition:
 * every view's queries render again with it, and as a transition React does that in slices of a few milliseconds
 * instead of one blocking task (issue 18), keeping what the page shows meanwhile.
 */
export function Providers({ children }: { children: ReactNode }) {
  const [isRestoring, setIsRestoring] = useState(true);
  useEffect(() => {
    let live = true;
    const restored = () => live && startTransition(() => setIsRestoring(false));
    // The restore's chunk did not load (offline without it cached): views fetch without the persisted cache.
    restore().then(restored, restored);
    return () => {
      live = false;
    };
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
