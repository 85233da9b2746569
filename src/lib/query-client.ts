import { QueryClient } from '@tanstack/react-query';
import type { Persister, PersistedClient } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';

export const QUERY_CACHE_KEY = 'vds-query-cache';
/** Persisted data older than this is thrown away on restore; gcTime must not be shorter. */
export const PERSIST_MAX_AGE = 24 * 3600_000;

type WithStatus = { status?: unknown; retryAfterSeconds?: unknown };

/** Retry network failures, 5xx, 408 and 429 (twice at most); never other 4xx, which will not change by asking again. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  const status = (error as WithStatus | null)?.status;
  if (typeof status !== 'number') return true;
  return status >= 500 || status === 408 || status === 429;
}

export function retryDelay(attempt: number, error: unknown): number {
  const after = (error as WithStatus | null)?.retryAfterSeconds;
  if (typeof after === 'number' && after >= 0) return Math.min(after * 1000, 60_000);
  return Math.min(1000 * 2 ** attempt, 30_000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, gcTime: PERSIST_MAX_AGE, retry: shouldRetry, retryDelay, refetchOnWindowFocus: true },
    },
  });
}

/** The one QueryClient of the app. */
export const queryClient = createQueryClient();

/** Persists the query cache to IndexedDB as a structured clone (no JSON round trip). */
export function createIdbPersister(key: string = QUERY_CACHE_KEY, store = createStore('vds', 'query-cache')): Persister {
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
