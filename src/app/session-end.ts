import { paths } from '../config/paths';
import { clearGarageLists } from '../stores/garage-lists';
import { onSessionEnd, type SessionEndReason } from '../lib/auth/session';
import { clearQueryCache } from '../lib/query-client';

type Place = Pick<Location, 'pathname' | 'search' | 'hash' | 'assign'>;

/** Where a tab goes when its session ends; nowhere for a page about signing in, or when another account took over. */
export function destinationAfter(reason: SessionEndReason, here: Place): string | null {
  if (
    reason === 'account-changed' ||
    ([paths.signIn, paths.callback, paths.signedOut] as string[]).includes(here.pathname)
  )
    return null;
  if (reason === 'signed-out') return paths.signedOut;
  const returnTo = `${here.pathname}${here.search}${here.hash}`;
  return `${paths.signIn}?${new URLSearchParams({ reason, returnTo })}`;
}

/**
 * What the app does whenever a session ends in this tab (signed out here or in another tab, refresh refused, another
 * account signed in elsewhere): forget every cached answer and the garage lists, then load a fresh page, which holds
 * nothing of the session in memory. The auth library has already removed the tokens and the key.
 */
export async function endOfSession(reason: SessionEndReason, here: Place = globalThis.location): Promise<void> {
  await Promise.all([
    clearQueryCache(),
    clearGarageLists(),
    // The in-app notifications and the identities shown (loaded lazily: the first route does not carry the store).
    import('../stores/notification-store').then((m) => m.clearNotifications()).catch(() => undefined),
  ]);
  const destination = destinationAfter(reason, here);
  if (destination) here.assign(destination);
}

export const followSessionEnd = () => onSessionEnd((reason) => void endOfSession(reason));
