/**
 * Every name the dashboard keeps something under in the browser, defined once. What belongs to a session is removed
 * when it ends: tokens and key by `lib/auth/sign-out.ts`, cached answers and garage lists by `app/session-end.ts`.
 */
export const storageNames = {
  /** IndexedDB database and store of the tokens and the DPoP key (never localStorage: the key must stay a non-extractable object). */
  authDatabase: 'vds-auth',
  authStore: 'auth',
  /** Keys in the auth store. */
  tokens: 'tokens',
  dpopKey: 'dpop-key',
  keyStorageProbe: 'key-storage-probe',
  /** BroadcastChannel between the dashboard's tabs (no tokens travel on it). */
  authChannel: 'vds-auth',
  /** Web Lock held around a refresh, so one tab at a time uses the refresh token. */
  refreshLock: 'vds-refresh',
  /** sessionStorage, per tab: the pending sign-in (state, PKCE verifier) and the last sign-in error. */
  pendingSignIn: 'vds-sign-in',
  signInError: 'vds-sign-in-error',
  /** The persisted query cache, in idb-keyval's default store. */
  queryCache: 'vds-query-cache',
  /** IndexedDB database, store and key of the saved and recently viewed VINs. */
  garageDatabase: 'vds-garage',
  garageStore: 'lists',
  garageLists: 'vds-garage',
  /** IndexedDB store (in the garage database) of each support agent's recent cases, keyed by agent id. */
  supportCasesStore: 'support-cases',
  /**
   * IndexedDB database and store of the notifications (issue 17): each account's settings and in-app list, and the
   * identities of events already shown (shared by every tab, so an event notifies once).
   */
  notificationsDatabase: 'vds-notifications',
  notificationsStore: 'kv',
  /** BroadcastChannel telling the other tabs that settings or the in-app list changed. */
  notificationsChannel: 'vds-notifications',
  /** Web Lock around each change of the notification data (claiming an event, the list, the settings). */
  notificationsLock: 'vds-notifications',
  /** Web Lock held by the one tab that keeps the stream open while hidden, for notifications. */
  notificationsLeaderLock: 'vds-notifications-leader',
  /** localStorage: when each API origin's 429 pause ends (epoch ms by origin), shared by the tabs and kept across reloads. */
  apiPause: 'vds-api-pause',
  /** localStorage: the last runtime config that loaded and passed its checks (an offline start uses it). */
  runtimeConfig: 'vds-runtime-config',
  /** localStorage: the units preference (not personal, so it outlives a session). */
  units: 'vds-units',
  /** localStorage: the language the user picked (absent while the browser's language is followed). */
  locale: 'vds-locale',
  /** localStorage: the owner's energy and fuel prices with the dates they apply from (trends' cost; not a secret). */
  priceBook: 'vds-prices',
} as const;
