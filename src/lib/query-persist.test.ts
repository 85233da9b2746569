import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { createQueryClient } from './query-client';
import { restoreAndPersist, SAVE_AFTER_MS } from './query-persist';

function recording() {
  const saved: PersistedClient[] = [];
  const persister: Persister = {
    persistClient: (client) => void saved.push(client),
    restoreClient: () => undefined,
    removeClient: vi.fn(async () => undefined),
  };
  return { saved, persister };
}

const keys = (client: PersistedClient) => client.clientState.queries.map((q) => q.queryKey);

describe('the persisted cache is saved', () => {
  afterEach(() => vi.useRealTimers());

  it('once for a burst of changes, a second after the first, with all of them (issue 18: each save clones it all)', async () => {
    const client = createQueryClient();
    const { saved, persister } = recording();
    const stop = await restoreAndPersist(client, persister);
    vi.useFakeTimers();
    for (let i = 0; i < 10; i++) client.setQueryData(['vehicles', `V${i}`], i);
    vi.advanceTimersByTime(SAVE_AFTER_MS - 1);
    expect(saved).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(saved.map(keys)).toEqual([Array.from({ length: 10 }, (_, i) => ['vehicles', `V${i}`])]);
    client.setQueryData(['vehicles', 'V0'], 'changed later');
    vi.advanceTimersByTime(SAVE_AFTER_MS);
    expect(saved).toHaveLength(2);
    stop();
  });

  it('at once when the page is hidden or left, so closing the tab loses no change', async () => {
    const client = createQueryClient();
    const { saved, persister } = recording();
    const stop = await restoreAndPersist(client, persister);
    vi.useFakeTimers();
    client.setQueryData(['vehicles', 'V1'], 'before leaving');
    dispatchEvent(new Event('pagehide'));
    expect(saved.map(keys)).toEqual([[['vehicles', 'V1']]]);
    vi.advanceTimersByTime(SAVE_AFTER_MS);
    expect(saved).toHaveLength(1);
    // Nothing changed since: leaving again writes nothing.
    dispatchEvent(new Event('pagehide'));
    expect(saved).toHaveLength(1);
    stop();
  });

  it('not at all once a sign-out cleared the cache: the saved copy is removed', async () => {
    const client = createQueryClient();
    const { saved, persister } = recording();
    const stop = await restoreAndPersist(client, persister);
    vi.useFakeTimers();
    client.setQueryData(['vehicles', 'V1'], 'the last session');
    client.clear();
    vi.advanceTimersByTime(SAVE_AFTER_MS);
    expect(saved).toHaveLength(0);
    expect(persister.removeClient).toHaveBeenCalled();
    stop();
  });

  it('no more once stopped, a pending save dropped', async () => {
    const client = createQueryClient();
    const { saved, persister } = recording();
    const stop = await restoreAndPersist(client, persister);
    vi.useFakeTimers();
    client.setQueryData(['vehicles', 'V1'], 'pending');
    stop();
    vi.advanceTimersByTime(SAVE_AFTER_MS);
    dispatchEvent(new Event('pagehide'));
    expect(saved).toHaveLength(0);
  });
});
