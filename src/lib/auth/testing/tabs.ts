import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { vi } from 'vitest';
import { TEST_CONFIG, FakeServices, type FakeOptions } from './fake-services';

/** A fresh "browser": empty IndexedDB, sessionStorage, Web Locks and a fake AS + API behind fetch. */
export function freshBrowser(options: FakeOptions = {}) {
  globalThis.indexedDB = new IDBFactory();
  Object.defineProperty(globalThis, 'sessionStorage', {
    value: new MemoryStorage(),
    configurable: true,
    writable: true,
  });
  const locks = installSharedLocks();
  const services = new FakeServices(options);
  vi.stubGlobal('fetch', services.fetch);
  return { services, locks };
}

/** One tab of the dashboard: its own instance of every module (as after a page load), sharing IndexedDB, locks and BroadcastChannel. */
export async function openTab() {
  vi.resetModules();
  const runtime = await import('../../../config/runtime');
  runtime.setRuntimeConfig(TEST_CONFIG);
  const auth = await import('../index');
  const api = await import('../../api/client');
  const retry = await import('../../api/retry');
  const channel = await import('../channel');
  const storage = await import('../storage');
  return { auth, api, retry, storage, close: () => channel.closeChannel() };
}

export type Tab = Awaited<ReturnType<typeof openTab>>;

/** Signs `tab` in through the fake AS; returns the path the callback lands on. */
export async function signIn(tab: Tab, services: FakeServices, returnTo = '/vehicles/WVWZZZ1JZXW000001/status') {
  const url = await tab.auth.buildAuthorizationUrl(returnTo);
  return tab.auth.completeSignIn(services.authorize(url));
}

/** A Web Locks stand-in shared by the "tabs" (module instances) of one test. */
export function installSharedLocks(): { requests: number } {
  const queues = new Map<string, Promise<unknown>>();
  const stats = { requests: 0 };
  const locks = {
    request: (name: string, fn: () => Promise<unknown>) => {
      stats.requests++;
      const run = (queues.get(name) ?? Promise.resolve()).then(fn, fn);
      queues.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
  Object.defineProperty(globalThis, 'navigator', { value: { locks }, configurable: true, writable: true });
  return stats;
}

/** sessionStorage stand-in (per tab). */
export class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, String(value));
  }
}
