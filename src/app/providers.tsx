import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import type { ReactNode } from 'react';
import { PERSIST_MAX_AGE, persister, queryClient } from '../lib/query-client';

/** Bump when the shape of cached data changes: a mismatched buster discards the persisted cache. */
const CACHE_BUSTER = 'vds-1';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{ persister, maxAge: PERSIST_MAX_AGE, buster: CACHE_BUSTER }}
    >
      {children}
    </PersistQueryClientProvider>
  );
}
