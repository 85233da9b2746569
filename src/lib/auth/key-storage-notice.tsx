import { useSyncExternalStore } from 'react';
import { isMemoryOnly, subscribeStorageMode } from './storage';

/** True when this browser cannot keep the DPoP key in IndexedDB: signing in lasts only as long as this tab. */
export function useKeyStorageIsTemporary(): boolean {
  return useSyncExternalStore(subscribeStorageMode, isMemoryOnly, isMemoryOnly);
}

/** The visible notice for browsers where IndexedDB cannot hold the key (e.g. some private modes). */
export function KeyStorageNotice() {
  const temporary = useKeyStorageIsTemporary();
  if (!temporary) return null;
  return (
    <p role="status" className="notice notice-warning">
      This browser cannot store your sign-in key, so you stay signed in only while this tab is open.
    </p>
  );
}
