import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

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
