import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const A = 'http://localhost:4000';
const B = 'http://api.example';

/** A fresh module per test: the gate is module state, as in a freshly loaded tab. */
async function gate() {
  vi.resetModules();
  return import('./pause');
}

const settled = (promise: Promise<unknown>) => {
  const state = { done: false };
  void promise.then(() => (state.done = true));
  return state;
};

/** The browser's localStorage, shared by every "tab" (module instance) of a test, and its `storage` event. */
function sharedStorage() {
  const items = new Map<string, string>();
  const storage = {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
  const target = new EventTarget();
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('addEventListener', target.addEventListener.bind(target));
  /** What another tab's write looks like to this one. */
  const storageEvent = (key: string) => target.dispatchEvent(Object.assign(new Event('storage'), { key }));
  return { items, storageEvent };
}

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the rate-limit pause (one gate per API origin)', () => {
  it('holds every request to the origin until Retry-After has passed, and none to another origin', async () => {
    const { pauseRequests, whenRequestsAllowed } = await gate();
    pauseRequests(A, 3);
    const held = settled(whenRequestsAllowed(A));
    const other = settled(whenRequestsAllowed(B));
    await vi.advanceTimersByTimeAsync(0);
    expect(other.done).toBe(true);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(held.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(held.done).toBe(true);
  });

  it('a longer Retry-After extends the pause, a shorter one never shortens it', async () => {
    const { pauseRequests, whenRequestsAllowed, getApiPause } = await gate();
    pauseRequests(A, 2);
    pauseRequests(A, 5);
    pauseRequests(A, 1);
    expect(getApiPause()).toEqual({ origin: A, until: 1_000_000 + 5_000 });
    const held = settled(whenRequestsAllowed(A));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(held.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(held.done).toBe(true);
  });

  it('tells its listeners when a pause starts and when it ends, and caps a huge Retry-After', async () => {
    const { pauseRequests, getApiPause, subscribeApiPause, MAX_PAUSE_MS } = await gate();
    const changes: unknown[] = [];
    subscribeApiPause(() => changes.push(getApiPause()));
    pauseRequests(A, 86_400);
    expect(getApiPause()?.until).toBe(1_000_000 + MAX_PAUSE_MS);
    await vi.advanceTimersByTimeAsync(MAX_PAUSE_MS);
    expect(changes).toEqual([{ origin: A, until: 1_000_000 + MAX_PAUSE_MS }, null]);
  });

  it('a waiting request stops waiting when it is cancelled', async () => {
    const { pauseRequests, whenRequestsAllowed } = await gate();
    pauseRequests(A, 10);
    const controller = new AbortController();
    const waiting = whenRequestsAllowed(A, controller.signal);
    controller.abort(new DOMException('left the page', 'AbortError'));
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('a reload inside the Retry-After window waits for the rest of it: the pause is kept in localStorage', async () => {
    sharedStorage();
    (await gate()).pauseRequests(A, 30);
    await vi.advanceTimersByTimeAsync(10_000);
    const reloaded = await gate();
    expect(reloaded.getApiPause()).toEqual({ origin: A, until: 1_000_000 + 30_000 });
    const held = settled(reloaded.whenRequestsAllowed(A));
    await vi.advanceTimersByTimeAsync(19_999);
    expect(held.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(held.done).toBe(true);
  });

  it("another tab's pause holds this tab's requests too (the storage event), and ended or absurd stored pauses are ignored", async () => {
    const { items, storageEvent } = sharedStorage();
    items.set('vds-api-pause', JSON.stringify({ [A]: 999_000, [B]: 1_000_000 + 10 * 3_600_000 }));
    const tab = await gate();
    expect(tab.getApiPause()).toBeNull();
    const waiting = settled(tab.whenRequestsAllowed(A));
    await vi.advanceTimersByTimeAsync(0);
    expect(waiting.done).toBe(true);
    items.set('vds-api-pause', JSON.stringify({ [A]: 1_000_000 + 5_000 }));
    storageEvent('vds-api-pause');
    expect(tab.getApiPause()).toEqual({ origin: A, until: 1_000_000 + 5_000 });
    const held = settled(tab.whenRequestsAllowed(A));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(held.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(held.done).toBe(true);
  });
});
