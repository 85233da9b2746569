import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { defaultShouldDehydrateQuery, type Query, type QueryClient } from '@tanstack/react-query';
import { PERSIST_MAX_AGE, persister as defaultPersister } from './query-client';

/** Bump when the shape of cached data changes: a mismatched buster discards the persisted cache. */
export const CACHE_BUSTER = 'vds-2';

/**
 * Saved: every successful answer, except those whose query says `meta: { persist: false }` (an answer that holds only
 * until asked again, as a support grant: restored, it would open an agent's views on a grant since revoked).
 */
export const shouldPersistQuery = (query: Query): boolean =>
  query.meta?.persist !== false && defaultShouldDehydrateQuery(query);

/**
 * The persisted cache's restore and its saving, loaded after the first render (hydrate, dehydrate and the persist
 * client stay off the first route): restores the cache from IndexedDB, then saves it on every change. Resolves once
 * restored (or discarded: expired, another buster, unreadable) with the function that stops saving.
 */
export async function restoreAndPersist(queryClient: QueryClient, persister = defaultPersister): Promise<() => void> {
  const options = {
    queryClient,
    persister,
    maxAge: PERSIST_MAX_AGE,
    buster: CACHE_BUSTER,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
  // A cache that cannot be read is discarded by the restore itself; the app carries on without it.
  await persistQueryClientRestore(options).catch(() => undefined);
  return persistQueryClientSubscribe(options);
}
