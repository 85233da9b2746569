import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { getConfig } from '../config/runtime';
import { sleep } from './api/retry';

/**
 * The browser's connection state, configured once for React Query and read by everything else (offline notice,
 * service health, freshness, the stream). React Query assumes "online" until an event says otherwise, so an app
 * opened without a network would think it is online: start from `navigator.onLine` and follow its events.
 */
export function followBrowserOnline(): void {
  onlineManager.setEventListener((setOnline) => {
    if (typeof window === 'undefined' || !window.addEventListener) return undefined;
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  });
}

/** The longest wait between two checks of a service that could not be reached. */
const PROBE_MAX_MS = 5000;

let probing: Promise<void> | undefined;

/** True when the service answers at all: any status means the network carries requests to it. */
async function serviceAnswers(): Promise<boolean> {
  try {
    const res = await fetch(`${getConfig().apiBaseUrl.replace(/\/+$/, '')}/health`, { cache: 'no-store' });
    await res.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

/**
 * A request got no answer at all. `navigator.onLine` may still say online (an app opened in flight mode before the
 * browser noticed, a network without a route out), so ask the service itself: no answer either means offline (queries
 * pause, the notice shows, health reads unknown) until an answer comes, checked with backoff up to PROBE_MAX_MS.
 */
export function reportNetworkFailure(answers: () => Promise<boolean> = serviceAnswers): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.onLine) return Promise.resolve();
  probing ??= (async () => {
    for (let attempt = 0; !(await answers()); attempt++) {
      onlineManager.setOnline(false);
      await sleep(Math.min(500 * 2 ** attempt, PROBE_MAX_MS));
    }
    onlineManager.setOnline(navigator.onLine);
  })().finally(() => (probing = undefined));
  return probing;
}

/** A store over React Query's onlineManager: `subscribe` and `isOnline`, for code outside React (the stream). */
export const onlineStore = {
  isOnline: (): boolean => onlineManager.isOnline(),
  subscribe: (listener: (online: boolean) => void): (() => void) => onlineManager.subscribe(listener),
};

const subscribe = (cb: () => void) => onlineStore.subscribe(cb);

/** Whether the browser has a network; re-renders when that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, onlineStore.isOnline, () => true);
}
