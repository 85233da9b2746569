import { decodeJwt } from 'jose';
import { del as deleteDefaultStoreKey } from 'idb-keyval';
import type { VehicleAuthorizationDetail } from '../../../contract/token';
import { getClient } from './authorization-server';
import { broadcast, onBroadcast, type SignedOutReason } from './channel';
import { deleteDpopKeyPair, loadDpopKeyPair, toDpopKey, type DpopKey } from './dpop-key';
import { SignInRequiredError } from './errors';
import { isInvalidGrant, refreshGrant } from './grants';
import { withLock } from './locks';
import { loadOAuth } from './oauth';
import {
  canRefresh,
  deleteTokens,
  isExpiring,
  readTokens,
  tokenSetFromResponse,
  writeTokens,
  type TokenSet,
} from './tokens';

export interface Session {
  /** The account the tokens were issued for (the access token's `sub`). */
  accountId: string;
  sub: string;
  role?: string;
  scope: string[];
  authorizationDetails: VehicleAuthorizationDetail[];
  accessTokenExpiresAt: number;
}

interface Current {
  tokens: TokenSet;
  key: DpopKey;
  session: Session;
}

export const REFRESH_LOCK = 'vds-refresh';
/** The query cache persistence key of the data layer (idb-keyval default store). */
export const QUERY_CACHE_KEY = 'vds-query-cache';

let current: Current | null = null;
let loaded: Promise<Current | null> | null = null;
let refreshing: Promise<Current> | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let usedSinceRefresh = false;
const sessionListeners = new Set<() => void>();
const signedOutListeners = new Set<(reason: SignedOutReason) => void>();

function sessionFrom(tokens: TokenSet): Session {
  let sub = '';
  let role: string | undefined;
  try {
    const claims = decodeJwt(tokens.accessToken);
    sub = typeof claims.sub === 'string' ? claims.sub : '';
    role = typeof claims.role === 'string' ? claims.role : undefined;
  } catch {
    // opaque access token: the account stays anonymous to the UI
  }
  return {
    accountId: sub,
    sub,
    role,
    scope: tokens.scope,
    authorizationDetails: tokens.authorizationDetails,
    accessTokenExpiresAt: tokens.expiresAt,
  };
}

function notifySession(): void {
  for (const listener of sessionListeners) listener();
}

function scheduleRefresh(): void {
  clearTimeout(refreshTimer);
  if (!current || typeof window === 'undefined') return;
  const { tokens } = current;
  const delay = Math.max(
    0,
    tokens.expiresAt - Math.min(30_000, (tokens.expiresAt - tokens.receivedAt) / 5) - Date.now(),
  );
  refreshTimer = setTimeout(() => {
    // Only for a tab in use: an idle tab must not keep the refresh token alive forever.
    if (!current || !usedSinceRefresh || document.visibilityState !== 'visible') return;
    refreshTokens(current.tokens.accessToken).catch(() => undefined);
  }, delay);
}

async function adopt(tokens: TokenSet): Promise<Current | null> {
  let key = current?.key;
  if (!key || key.jkt !== tokens.jkt) {
    const keyPair = await loadDpopKeyPair();
    if (!keyPair) return null;
    key = await toDpopKey(getClient(), keyPair);
    if (key.jkt !== tokens.jkt) return null;
  }
  const changed = current?.tokens.accessToken !== tokens.accessToken;
  const session = changed || !current ? sessionFrom(tokens) : current.session;
  // Another tab signed in as someone else: nothing cached for the previous account may stay on screen.
  if (current && session.sub !== current.session.sub) for (const listener of signedOutListeners) listener('signed-out');
  current = { tokens, key, session };
  scheduleRefresh();
  if (changed) notifySession();
  return current;
}

/** Installs freshly issued tokens and their key (sign-in), persisted by the caller. */
export async function installSession(tokens: TokenSet, key: DpopKey): Promise<void> {
  current = { tokens, key, session: sessionFrom(tokens) };
  loaded = Promise.resolve(current);
  usedSinceRefresh = false;
  scheduleRefresh();
  notifySession();
  broadcast({ type: 'tokens-updated' });
}

async function loadFromStorage(): Promise<Current | null> {
  const tokens = await readTokens();
  if (!tokens) return null;
  if (!canRefresh(tokens) && tokens.expiresAt <= Date.now()) return null;
  // Signed in: API requests (DPoP proofs) come next, so oauth4webapi starts loading now, without holding up the page.
  void loadOAuth().catch(() => undefined);
  return adopt(tokens);
}

export function loadCurrent(): Promise<Current | null> {
  if (current) return Promise.resolve(current);
  loaded ??= loadFromStorage().catch(() => null);
  return loaded;
}

export function currentSession(): Session | null {
  return current?.session ?? null;
}

export function subscribeSession(listener: () => void): () => void {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}

export function onSignedOut(listener: (reason: SignedOutReason) => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

/** Forgets the session in this tab and tells the listeners (query cache, live updates). */
function forgetLocally(reason: SignedOutReason): void {
  clearTimeout(refreshTimer);
  const hadSession = current !== null;
  current = null;
  loaded = null;
  refreshing = null;
  if (hadSession) notifySession();
  for (const listener of signedOutListeners) listener(reason);
}

/** Removes tokens, key and cached vehicle data in every tab. */
export async function endSession(reason: SignedOutReason): Promise<void> {
  forgetLocally(reason);
  await Promise.all([
    deleteTokens(),
    deleteDpopKeyPair(),
    typeof indexedDB === 'undefined' ? undefined : deleteDefaultStoreKey(QUERY_CACHE_KEY).catch(() => undefined),
  ]);
  broadcast({ type: 'signed-out', reason });
}

/**
 * Single-flight refresh across tabs: one Web Lock, and inside it re-read IndexedDB, so a tab that waited for
 * another tab's refresh adopts the result instead of sending a second token request (RFC 9700 §4.14: a replayed
 * rotated refresh token would revoke the whole grant).
 */
export function refreshTokens(staleAccessToken: string): Promise<Current> {
  refreshing ??= withLock(REFRESH_LOCK, async () => {
    const stored = await readTokens();
    if (!stored) throw new SignInRequiredError('session-ended');
    if (stored.accessToken !== staleAccessToken && !isExpiring(stored)) {
      const adopted = await adopt(stored);
      if (adopted) return adopted;
    }
    const base = current && current.tokens.jkt === stored.jkt ? current : await adopt(stored);
    if (!base || !stored.refreshToken || !canRefresh(stored)) throw new SignInRequiredError('session-ended');
    let response;
    try {
      response = await refreshGrant(stored.refreshToken, base.key);
    } catch (error) {
      if (isInvalidGrant(error)) throw new SignInRequiredError('session-ended');
      throw error;
    }
    const next = tokenSetFromResponse(response, base.key.jkt, stored);
    await writeTokens(next);
    usedSinceRefresh = false;
    const adopted = await adopt(next);
    broadcast({ type: 'tokens-updated' });
    if (!adopted) throw new SignInRequiredError('session-ended');
    return adopted;
  })
    .catch(async (error: unknown) => {
      if (error instanceof SignInRequiredError) await signInAgain();
      throw error;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** The access token and DPoP key for a resource request, refreshed first when it is about to expire. */
export async function getAccessContext(): Promise<{ accessToken: string; dpop: DpopKey }> {
  let state = await loadCurrent();
  if (!state) throw new SignInRequiredError('no-session');
  usedSinceRefresh = true;
  if (isExpiring(state.tokens)) state = await refreshTokens(state.tokens.accessToken);
  return { accessToken: state.tokens.accessToken, dpop: state.key };
}

/** The session ended (refresh token expired or revoked): clear it everywhere and ask for sign-in, coming back here. */
async function signInAgain(): Promise<void> {
  if (!current && !(await readTokens())) return;
  await endSession('session-ended');
  goToSignIn('session-ended');
}

function goToSignIn(reason: SignedOutReason): void {
  const location = globalThis.location as Location | undefined;
  if (!location || ['/sign-in', '/callback', '/signed-out'].includes(location.pathname)) return;
  if (reason === 'signed-out') return location.assign('/signed-out');
  const params = new URLSearchParams({ reason, returnTo: `${location.pathname}${location.search}${location.hash}` });
  location.assign(`/sign-in?${params}`);
}

onBroadcast((message) => {
  if (message.type === 'tokens-updated') {
    readTokens()
      .then((tokens) => (tokens ? adopt(tokens) : null))
      .catch(() => undefined);
  } else if (message.type === 'signed-out') {
    forgetLocally(message.reason);
    goToSignIn(message.reason);
  }
});
