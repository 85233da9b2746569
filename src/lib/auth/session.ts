import { useSyncExternalStore } from 'react';
import { redirect } from 'react-router';
import { createProof } from './dpop-key';
import { isMemoryOnly, subscribeStorageMode } from './storage';
import { currentSession, getAccessContext, loadCurrent, subscribeSession, type Session } from './state';

/** The signed-in session (reading IndexedDB on first use), or null. */
export async function getSession(): Promise<Session | null> {
  return (await loadCurrent())?.session ?? null;
}

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

/** True when this browser cannot keep the DPoP key in IndexedDB: signing in lasts only as long as this tab. */
export function useKeyStorageIsTemporary(): boolean {
  return useSyncExternalStore(subscribeStorageMode, isMemoryOnly, isMemoryOnly);
}

/**
 * Credentials for a request the API client does not make itself (the MQTT WebSocket): the current access
 * token and a fresh DPoP proof for `method` and `url` (with `ath`).
 */
export async function getDpopCredentials(
  method: string,
  url: string | URL,
): Promise<{ accessToken: string; proof: string }> {
  const { accessToken, dpop } = await getAccessContext();
  return { accessToken, proof: await createProof(dpop, method, url, accessToken) };
}
