import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type PersistedQueryClientSaveOptions,
} from '@tanstack/react-query-persist-client';
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

/** A change saves the cache this long after it, with every other change of that time (TanStack's persisters' 1 s). */
export const SAVE_AFTER_MS = 1000;
const CHANGES = new Set(['added', 'removed', 'updated']);

/**
 * Saves the cache once a second at most, not on every change as `persistQueryClientSubscribe` does: each save clones
 * the whole cache into IndexedDB (11–18 ms with five years of journeys), and a view's load or a burst of stream
 * messages changes it many times a second (issue 18). A page being hidden or left saves at once, so closing the tab
 * loses nothing. A save writes the cache as it is then; an empty one (a sign-out cleared it) is removed instead.
 */
function saveChanges(options: PersistedQueryClientSaveOptions): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    const empty = options.queryClient.getQueryCache().getAll().length === 0;
    // A save that fails (storage full, blocked) leaves the last one; the next change tries again.
    Promise.resolve(empty ? options.persister.removeClient() : persistQueryClientSave(options)).catch(() => undefined);
  };
  const changed = ({ type }: { type: string }) => {
    if (timer === undefined && CHANGES.has(type)) timer = setTimeout(save, SAVE_AFTER_MS);
  };
  const flush = () => timer !== undefined && save();
  const hidden = () => document.visibilityState === 'hidden' && flush();
  const stops = [
    options.queryClient.getQueryCache().subscribe(changed),
    options.queryClient.getMutationCache().subscribe(changed),
  ];
  addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', hidden);
  return () => {
    clearTimeout(timer);
    stops.forEach((stop) => stop());
    removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', hidden);
  };
}

/**
 * The persisted cache's restore and its saving, loaded after the first render (hydrate, dehydrate and the persist
 * client stay off the first route): restores the cache from IndexedDB, then saves its changes. Resolves once
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
  return saveChanges(options);
}
