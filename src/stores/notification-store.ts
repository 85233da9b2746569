import { useSyncExternalStore } from 'react';
import { createStore, del, get, promisifyRequest, set } from 'idb-keyval';
import { storageNames } from '../config/storage-names';
import { defaultSettings, type NotificationSettings, type NotifyEvent } from './notification-settings';

/**
 * The notifications' data in IndexedDB (issue 17): per account its settings and in-app list (read/unread, survives a
 * reload, at most INBOX_MAX entries), and for every tab together the identities already shown. Each change happens
 * under one Web Lock and is announced on a BroadcastChannel, so every tab shows the same list.
 */
export type InboxEntry = NotifyEvent & { read: boolean; receivedAt: number };

export const INBOX_MAX = 200;
let store: ReturnType<typeof createStore> | undefined;
const idb = () => (store ??= createStore(storageNames.notificationsDatabase, storageNames.notificationsStore));
const settingsKey = (account: string) => `settings:${account}`;
const inboxKey = (account: string) => `inbox:${account}`;
const SEEN_KEY = 'seen';

let inTab: Promise<unknown> = Promise.resolve();

/** Runs `fn` while holding the notifications lock (every tab); where Web Locks are missing, one after another in this tab. */
export function locked<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) return locks.request(storageNames.notificationsLock, fn);
  const run = inTab.then(fn, fn);
  inTab = run.catch(() => undefined);
  return run;
}

type Snapshot = { account?: string; settings: NotificationSettings; inbox: InboxEntry[] };
let snapshot: Snapshot = { settings: defaultSettings(), inbox: [] };
const listeners = new Set<() => void>();
let channel: BroadcastChannel | undefined;

function emit(next: Snapshot) {
  snapshot = next;
  for (const l of listeners) l();
}

const withDefaults = (stored: NotificationSettings | undefined): NotificationSettings =>
  stored && typeof stored === 'object' ? { ...defaultSettings(), ...stored } : defaultSettings();
/** Settings changes of this tab not yet written: until they are, this tab shows its own settings, not the stored ones. */
let settingsWrites = 0;

/** An entry in today's shape: its title and body as catalogue keys (entries with words of one language are dropped). */
const isEntry = (e: InboxEntry) => typeof e?.title?.key === 'string' && typeof e.body?.key === 'string';

async function reload(account: string) {
  const [settings, inbox] = await Promise.all([
    get<NotificationSettings>(settingsKey(account), idb()).catch(() => undefined),
    get<InboxEntry[]>(inboxKey(account), idb()).catch(() => undefined),
  ]);
  const keepOwn = settingsWrites > 0 && snapshot.account === account;
  emit({
    account,
    settings: keepOwn ? snapshot.settings : withDefaults(settings),
    inbox: Array.isArray(inbox) ? inbox.filter(isEntry) : [],
  });
}

/** Loads the account's data and follows changes made in other tabs. */
export function openNotificationStore(account: string): Promise<void> {
  if (!channel && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(storageNames.notificationsChannel);
    channel.onmessage = () => void (snapshot.account && reload(snapshot.account));
  }
  return snapshot.account === account ? Promise.resolve() : reload(account);
}

async function change<T>(key: string, fn: (value: T | undefined) => T): Promise<void> {
  const account = snapshot.account;
  if (!account) return;
  await locked(async () => {
    const value = fn(await get<T>(key, idb()).catch(() => undefined));
    await set(key, value, idb()).catch(() => undefined);
  });
  await reload(account);
  channel?.postMessage('changed');
}

/**
 * Changes the settings: at once in this tab (a checkbox shows its new state on the click, not after the write), then
 * in the store, applied to what is stored there, so quick changes in a row (or in two tabs) each keep the others.
 */
export async function updateSettings(update: (settings: NotificationSettings) => NotificationSettings): Promise<void> {
  const account = snapshot.account;
  if (!account) return;
  emit({ ...snapshot, settings: update(snapshot.settings) });
  settingsWrites++;
  try {
    await locked(async () => {
      const stored = await get<NotificationSettings>(settingsKey(account), idb()).catch(() => undefined);
      await set(settingsKey(account), update(withDefaults(stored)), idb()).catch(() => undefined);
    });
  } finally {
    settingsWrites--;
  }
  await reload(account);
  channel?.postMessage('changed');
}

export const addToInbox = (events: readonly NotifyEvent[], now = Date.now()) =>
  snapshot.account && events.length
    ? change<InboxEntry[]>(inboxKey(snapshot.account), (list = []) =>
        [...events.map((e) => ({ ...e, read: false, receivedAt: now })), ...list].slice(0, INBOX_MAX),
      )
    : Promise.resolve();

/** Marks the entries with these ids read (all when none are named). */
export const markRead = (ids?: readonly string[]) =>
  snapshot.account
    ? change<InboxEntry[]>(inboxKey(snapshot.account), (list = []) =>
        list.map((e) => (!ids || ids.includes(e.id) ? { ...e, read: true } : e)),
      )
    : Promise.resolve();

/** Reads and rewrites the shown identities under the lock: `decide` gets them and returns the new list and a result. */
export function withSeen<T>(decide: (seen: Record<string, number>) => { seen: Record<string, number>; result: T }) {
  return locked(async () => {
    const current = (await get<Record<string, number>>(SEEN_KEY, idb()).catch(() => undefined)) ?? {};
    const { seen, result } = decide(current);
    await set(SEEN_KEY, seen, idb()).catch(() => undefined);
    return result;
  });
}

/** Forgets every account's in-app list and the shown identities (session end); settings stay, like the units. */
export async function clearNotifications(): Promise<void> {
  // The store's own getAllKeys, not idb-keyval's keys(): that one's cursor code would join the first route's idb-keyval.
  const all = await idb()('readonly', (s) => promisifyRequest(s.getAllKeys())).catch(() => [] as IDBValidKey[]);
  const gone = all.filter((k) => k === SEEN_KEY || String(k).startsWith('inbox:'));
  await Promise.all(gone.map((k) => del(k, idb()).catch(() => undefined)));
  emit({ ...snapshot, inbox: [] });
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

export const useNotificationStore = () => useSyncExternalStore(subscribe, () => snapshot);
export const notificationSnapshot = () => snapshot;
