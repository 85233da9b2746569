import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { storageNames } from '../../config/storage-names';

/**
 * Auth state lives in IndexedDB (shared by tabs, survives reloads; never localStorage: RFC 9449 keys must stay
 * non-extractable objects, and localStorage only holds strings any script can read and copy). Where IndexedDB
 * cannot store a CryptoKey (some private modes), everything falls back to this tab's memory.
 */
let store: UseStore | undefined;
let memoryOnly = false;
const memory = new Map<string, unknown>();
const modeListeners = new Set<() => void>();

function idb(): UseStore {
  store ??= createStore(storageNames.authDatabase, storageNames.authStore);
  return store;
}

function switchToMemory(): void {
  if (memoryOnly) return;
  memoryOnly = true;
  for (const listener of modeListeners) listener();
}

export async function storageGet<T>(key: string): Promise<T | undefined> {
  if (memoryOnly || typeof indexedDB === 'undefined') return memory.get(key) as T | undefined;
  try {
    return await get<T>(key, idb());
  } catch {
    switchToMemory();
    return memory.get(key) as T | undefined;
  }
}

export async function storageSet(key: string, value: unknown): Promise<void> {
  if (!memoryOnly && typeof indexedDB !== 'undefined') {
    try {
      await set(key, value, idb());
      return;
    } catch {
      switchToMemory();
    }
  } else {
    switchToMemory();
  }
  memory.set(key, value);
}

export async function storageDelete(...keys: string[]): Promise<void> {
  for (const key of keys) memory.delete(key);
  if (memoryOnly || typeof indexedDB === 'undefined') return;
  try {
    await Promise.all(keys.map((key) => del(key, idb())));
  } catch {
    // nothing stored there
  }
}

/** True once this tab keeps its key and tokens in memory only: signing in lasts as long as the tab. */
export function isMemoryOnly(): boolean {
  return memoryOnly;
}

export function subscribeStorageMode(listener: () => void): () => void {
  modeListeners.add(listener);
  return () => modeListeners.delete(listener);
}

/** Finds out before sign-in whether IndexedDB can hold a CryptoKey here (some private modes refuse with DataCloneError). */
export async function probeKeyStorage(): Promise<boolean> {
  if (memoryOnly) return false;
  if (typeof indexedDB === 'undefined' || !globalThis.crypto?.subtle) {
    switchToMemory();
    return false;
  }
  try {
    const key = await crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    await set(storageNames.keyStorageProbe, key, idb());
    await del(storageNames.keyStorageProbe, idb());
    return true;
  } catch {
    switchToMemory();
    return false;
  }
}
