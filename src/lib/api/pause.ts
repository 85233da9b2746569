import { useSyncExternalStore } from 'react';
import { storageNames } from '../../config/storage-names';
import { sleep } from '../../utils/sleep';

/** The longest a Retry-After may hold every request back (a bogus header must not stop the app for good). */
export const MAX_PAUSE_MS = 120_000;

/** Every request to `origin` waits until `until` (epoch ms): the service answered 429 with Retry-After. */
export interface ApiPause {
  origin: string;
  until: number;
}

const pauses = new Map<string, number>();
const listeners = new Set<() => void>();
let current: ApiPause | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * The service limits per client and user, not per tab: the pauses live in localStorage too, so a reload or another
 * tab inside a Retry-After window waits as well (the `storage` event brings another tab's pause in).
 */
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined; // storage disabled: each tab keeps its own pause
  }
}

/** Adopts stored pauses that are still running (an ended or implausibly long one is ignored). */
function readStored(now = Date.now()): boolean {
  let stored: unknown;
  try {
    stored = JSON.parse(storage()?.getItem(storageNames.apiPause) ?? 'null');
  } catch {
    return false;
  }
  if (typeof stored !== 'object' || stored === null) return false;
  let changed = false;
  for (const [origin, until] of Object.entries(stored)) {
    if (typeof until !== 'number' || until <= now || until > now + MAX_PAUSE_MS) continue;
    if (until <= (pauses.get(origin) ?? 0)) continue;
    pauses.set(origin, until);
    changed = true;
  }
  return changed;
}

function writeStored(): void {
  try {
    storage()?.setItem(storageNames.apiPause, JSON.stringify(Object.fromEntries(pauses)));
  } catch {
    // quota or disabled storage: the pause still holds in this tab
  }
}

if (readStored()) publish();
globalThis.addEventListener?.('storage', (event: StorageEvent) => {
  if (event.key === storageNames.apiPause && readStored()) publish();
});

/** Drops ended pauses, tells listeners when the one shown changes, and wakes up when the next one ends. */
function publish(now = Date.now()): void {
  let shown: ApiPause | null = null;
  let nextEnd = Infinity;
  for (const [origin, until] of pauses) {
    if (until <= now) {
      pauses.delete(origin);
      continue;
    }
    if (!shown || until > shown.until) shown = { origin, until };
    nextEnd = Math.min(nextEnd, until);
  }
  if (shown?.origin !== current?.origin || shown?.until !== current?.until) {
    current = shown;
    for (const listener of listeners) listener();
  }
  clearTimeout(timer);
  timer = nextEnd === Infinity ? undefined : setTimeout(() => publish(), nextEnd - now);
}

/** RFC 9110 §10.2.3 / RFC 6585 §4: hold back every request to `origin` for `retryAfterSeconds`. */
export function pauseRequests(origin: string, retryAfterSeconds: number): void {
  const now = Date.now();
  const until = now + Math.min(Math.max(0, retryAfterSeconds) * 1000, MAX_PAUSE_MS);
  if (until <= (pauses.get(origin) ?? 0)) return;
  pauses.set(origin, until);
  readStored(now);
  writeStored();
  publish(now);
}

/** Resolves once no pause holds requests to `origin` back (at once when none does). */
export async function whenRequestsAllowed(origin: string, signal?: AbortSignal): Promise<void> {
  for (;;) {
    const until = pauses.get(origin);
    const now = Date.now();
    if (until === undefined || until <= now) return;
    await sleep(until - now, signal);
  }
}

export function getApiPause(): ApiPause | null {
  return current;
}

export function subscribeApiPause(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The pause in force (the one ending last), or null: for the one notice and the sections' waiting state. */
export function useApiPause(): ApiPause | null {
  return useSyncExternalStore(subscribeApiPause, getApiPause, getApiPause);
}
