import { describe, expect, it, vi } from 'vitest';
import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { get } from 'idb-keyval';
import { persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { ApiError } from './api';
import { storageNames } from '../config/storage-names';
import { clearQueryCache, createIdbPersister, createQueryClient } from './query-client';

describe('query client', () => {
  it('persists under vds-query-cache and forgets it on sign-out', async () => {
    const client = createQueryClient();
    const persister = createIdbPersister();
    client.setQueryData(['vehicles', 'X'], { hello: 'world' });
    await persistQueryClientSave({ queryClient: client, persister, buster: 't' });
    const saved = await get<{ clientState: { queries: { queryKey: unknown[] }[] } }>(storageNames.queryCache);
    expect(saved?.clientState.queries.map((q) => q.queryKey)).toEqual([['vehicles', 'X']]);
    await clearQueryCache(client, persister);
    expect(await get(storageNames.queryCache)).toBeUndefined();
    expect(client.getQueryData(['vehicles', 'X'])).toBeUndefined();
  });
  it('does not retry a 404 or 403', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry as (n: number, e: unknown) => boolean;
    expect(retry(0, new ApiError({ status: 404, type: '/errors/not-found', title: 'Not Found' }))).toBe(false);
    expect(retry(0, new ApiError({ status: 403, type: '/errors/forbidden', title: 'Forbidden' }))).toBe(false);
  });
  it('back online, a query on screen refetches even while its answer is fresh', async () => {
    const client = createQueryClient();
    client.mount(); // as QueryClientProvider does: the client then follows onlineManager
    const queryFn = vi.fn().mockResolvedValue('answer');
    const observer = new QueryObserver(client, { queryKey: ['vehicles', 'Y'], queryFn });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1));
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
    unsubscribe();
    client.unmount();
  });
  it("a view mounting after its loader's request failed shows that failure without asking again", async () => {
    const client = createQueryClient();
    const failure = new ApiError({ status: 502, type: '/errors/unexpected-response', title: 'Unexpected response' });
    const queryFn = vi.fn().mockRejectedValue(failure);
    const options = { queryKey: ['vehicles', 'Z', 'alerts'], queryFn, retry: false };
    await client.prefetchQuery(options); // the route loader
    const observer = new QueryObserver(client, options); // the view, mounting once the answer is in
    const unsubscribe = observer.subscribe(() => {});
    expect(observer.getCurrentResult().error).toBe(failure);
    await Promise.resolve();
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
    // Navigating to the view again runs its loader, which asks again.
    await client.prefetchQuery(options);
    expect(queryFn).toHaveBeenCalledTimes(2);
  });
});
