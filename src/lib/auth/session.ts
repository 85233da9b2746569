/** The session store of this tab: the tokens, their DPoP key and what the UI shows of them, and its events. */
import { useSyncExternalStore } from 'react';
import { redirect } from 'react-router';
import type { SupportAuthorizationDetail, VehicleAuthorizationDetail } from '../../../contract/token';
import { getClient } from './authorization-server';
import { broadcast, onBroadcast, type SignedOutReason } from './channel';
import { loadDpopKeyPair, toDpopKey, type DpopKey } from './dpop-key';
import { jwtClaims } from './jwt';
import { loadOAuth } from './oauth';
import { canRefresh, readTokens, type TokenSet } from './tokens';

export interface Session {
  /** The account the tokens were issued for (the access token's `sub`). */
  accountId: string;
  sub: string;
  role?: string;
  scope: string[];
  authorizationDetails: VehicleAuthorizationDetail[];
  /** Present for support staff (`vehicle_support` in authorization_details): see `lib/auth/staff.ts`. */
  support?: SupportAuthorizationDetail;
  accessTokenExpiresAt: number;
  /** RFC 7638 thumbprint of the DPoP public key the tokens are bound to (`cnf.jkt`). */
  keyThumbprint: string;
}

export interface Current {
  tokens: TokenSet;
  key: DpopKey;
  session: Session;
}

/** Why this tab's session ended: signed out (here or in another tab), refresh refused, or another account signed in. */
export type SessionEndReason = SignedOutReason | 'account-changed';

let current: Current | null = null;
let loaded: Promise<Current | null> | null = null;
const sessionListeners = new Set<() => void>();
const endListeners = new Set<(reason: SessionEndReason) => void>();

function sessionFrom(tokens: TokenSet): Session {
  let sub = '';
  let role: string | undefined;
  try {
    const claims = jwtClaims(tokens.accessToken);
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
    support: tokens.support,
    accessTokenExpiresAt: tokens.expiresAt,
    keyThumbprint: tokens.jkt,
  };
}

function notifySession(): void {
  for (const listener of sessionListeners) listener();
}

/** Tells the listeners (the app: cached data, navigation) that this tab's session ended. */
export function announceSessionEnd(reason: SessionEndReason): void {
  for (const listener of endListeners) listener(reason);
}

/** Makes stored tokens this tab's session, if they are bound to the stored key; null if they are not. */
export async function adopt(tokens: TokenSet): Promise<Current | null> {
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
  if (current && session.sub !== current.session.sub) announceSessionEnd('account-changed');
  current = { tokens, key, session };
  if (changed) notifySession();
  return current;
}

/** Installs freshly issued tokens and their key (sign-in), persisted by the caller, and tells the other tabs. */
export function installSession(tokens: TokenSet, key: DpopKey): void {
  current = { tokens, key, session: sessionFrom(tokens) };
  loaded = Promise.resolve(current);
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

/** This tab's session, reading IndexedDB on first use. */
export function loadCurrent(): Promise<Current | null> {
  if (current) return Promise.resolve(current);
  loaded ??= loadFromStorage().catch(() => null);
  return loaded;
}

/** The session held in memory, without reading storage. */
export function heldSession(): Current | null {
  return current;
}

/** Forgets the session in this tab's memory (storage is `endSession`'s business). */
export function forgetSession(): void {
  const hadSession = current !== null;
  current = null;
  loaded = null;
  if (hadSession) notifySession();
}

export function subscribeSession(listener: () => void): () => void {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}

/** Called whenever this tab's session ends, whatever the reason; the app clears its data and navigates. */
export function onSessionEnd(listener: (reason: SessionEndReason) => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

/** The signed-in session (reading IndexedDB on first use), or null. */
export async function getSession(): Promise<Session | null> {
  return (await loadCurrent())?.session ?? null;
}

const currentSession = () => current?.session ?? null;

/** The session as React state: null while signed out (call getSession() or requireSession() first to load it). */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, currentSession, currentSession);
}

/** For route loaders: the session, or a redirect to the sign-in page that comes back to this URL. */
export async function requireSession(request: Request): Promise<Session> {
  const session = await getSession();
  if (session) return session;
  const url = new URL(request.url);
  throw redirect(`/sign-in?${new URLSearchParams({ returnTo: `${url.pathname}${url.search}` })}`);
}

// Other tabs: new tokens are re-read from IndexedDB (they never travel on the channel); a sign-out is followed here.
onBroadcast((message) => {
  if (message.type === 'tokens-updated') {
    readTokens()
      .then((tokens) => (tokens ? adopt(tokens) : null))
      .catch(() => undefined);
  } else if (message.type === 'signed-out') {
    forgetSession();
    announceSessionEnd(message.reason);
  }
});
