import { QueryClient } from '@tanstack/react-query';
import type { Persister, PersistedClient } from '@tanstack/react-query-persist-client';
import { del, get, set, type UseStore } from 'idb-keyval';
import { shouldRetryQuery } from './api/query-retry';
import { followBrowserOnline } from './online';
import { storageNames } from '../config/storage-names';

/** Persisted data older than this is thrown away on restore; gcTime must not be shorter. */
export const PERSIST_MAX_AGE = 24 * 3600_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The API client already retried 429/5xx/network failures with backoff; React Query adds at most one more try.
      // Back online, every view on screen refetches even if its cached answer looks fresh: it was read before the gap.
      // Route loaders start every fetch on navigation; a view mounting after its loader's request failed shows that
      // failure rather than asking again (Try again does).
      queries: {
        staleTime: 30_000,
        retryOnMount: false,
        gcTime: PERSIST_MAX_AGE,
        retry: shouldRetryQuery,
        refetchOnWindowFocus: true,
        refetchOnReconnect: 'always',
      },
    },
  });
}

// Before any query runs: an app opened without a network starts offline (queries pause, the notice shows).
followBrowserOnline();

/** The one QueryClient of the app. */
export const queryClient = createQueryClient();

/** Persists the query cache to IndexedDB as a structured clone (no JSON round trip). */
export function createIdbPersister(key: string = storageNames.queryCache, store?: UseStore): Persister {
  return {
    persistClient: (client: PersistedClient) => set(key, client, store),
    restoreClient: () => get<PersistedClient>(key, store),
    removeClient: () => del(key, store),
  };
}

export const persister = createIdbPersister();

/** Signing out: forget every cached answer, in memory and on disk. */
export async function clearQueryCache(client: QueryClient = queryClient, p: Persister = persister): Promise<void> {
  client.clear();
  await p.removeClient();
}
