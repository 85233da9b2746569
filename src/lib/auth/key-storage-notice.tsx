import { useSyncExternalStore } from 'react';
import { isMemoryOnly, subscribeStorageMode } from './storage';
import { useT } from '../i18n';

/** True when this browser cannot keep the DPoP key in IndexedDB: signing in lasts only as long as this tab. */
export function useKeyStorageIsTemporary(): boolean {
  return useSyncExternalStore(subscribeStorageMode, isMemoryOnly, isMemoryOnly);
}

/** The visible notice for browsers where IndexedDB cannot hold the key (e.g. some private modes). */
export function KeyStorageNotice() {
  const t = useT();
  const temporary = useKeyStorageIsTemporary();
  if (!temporary) return null;
  return (
    <p role="status" className="notice notice-warning">
      {t('auth.keyStorageTemporary')}
    </p>
  );
}
