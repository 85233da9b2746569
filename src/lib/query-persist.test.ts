import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { createQueryClient } from './query-client';
import { restoreAndPersist, SAVE_AFTER_MS } from './query-persist';

/** A client whose saves are recorded, saving since the restore, on fake timers from then on. */
async function saving() {
  const client = createQueryClient();
  const saved: PersistedClient[] = [];
  const persister: Persister = {
    persistClient: (persisted) => void saved.push(persisted),
    restoreClient: () => undefined,
    removeClient: vi.fn(async () => undefined),
  };
  const stop = await restoreAndPersist(client, persister);
  vi.useFakeTimers();
  return { client, saved, persister, stop };
}

const keys = (client: PersistedClient) => client.clientState.queries.map((q) => q.queryKey);

describe('the persisted cache is saved', () => {
  afterEach(() => vi.useRealTimers());

  it('once for a burst of changes, a second after the first, with all of them (issue 18: each save clones it all)', async () => {
    const { client, saved, stop } = await saving();
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
    const { client, saved, stop } = await saving();
    client.setQueryData(['vehicles', 'V1'], 'before leaving');
    dispatchEvent(new Event('pagehide'));
    expect(saved.map(keys)).toEqual([[['vehicles', 'V1']]]);
    vi.advanceTimersByTime(SAVE_AFTER_MS);
    expect(saved).toHaveLength(1);
    // Nothing changed since: leaving again writes nothing.
    dispatchEvent(new Event('pagehide'));
    expect(saved).toHaveLength(1);
    // A tab switched away from is hidden: a change is saved then too, and a page coming back saves nothing.
    client.setQueryData(['vehicles', 'V2'], 'before hiding');
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(saved).toHaveLength(1);
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(saved).toHaveLength(2);
    visibility.mockRestore();
    stop();
  });

  it('not at all once a sign-out cleared the cache: the saved copy is removed', async () => {
    const { client, saved, persister, stop } = await saving();
    client.setQueryData(['vehicles', 'V1'], 'the last session');
    client.clear();
    vi.advanceTimersByTime(SAVE_AFTER_MS);
    expect(saved).toHaveLength(0);
    expect(persister.removeClient).toHaveBeenCalled();
    stop();
  });

  it('no more once stopped, a pending save dropped', async () => {
    const { client, saved, stop } = await saving();
    client.setQueryData(['vehicles', 'V1'], 'pending');
    stop();
    vi.advanceTimersByTime(SAVE_AFTER_MS);
    dispatchEvent(new Event('pagehide'));
    expect(saved).toHaveLength(0);
  });
});
