import { storageNames } from '../../config/storage-names';
import { broadcast } from './channel';
import { SignInRequiredError } from './errors';
import { isInvalidGrant, refreshGrant } from './token-requests';
import { withLock } from './locks';
import { adopt, heldSession, subscribeSession, type Current } from './session';
import { endSession } from './sign-out';
import { canRefresh, isExpiring, readTokens, refreshMarginMs, writeTokens } from './tokens';

let refreshing: Promise<Current> | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let usedSinceRefresh = false;

/** The tab used its tokens (an API request), so the timer may renew them before they expire. */
export function markUsed(): void {
  usedSinceRefresh = true;
}

/** New tokens (or none): refresh shortly before they expire, but only in a tab in use. */
function schedule(): void {
  clearTimeout(timer);
  usedSinceRefresh = false;
  const held = heldSession();
  if (!held || typeof window === 'undefined') return;
  const { tokens } = held;
  timer = setTimeout(
    () => {
      // An idle tab must not keep the refresh token alive forever.
      const now = heldSession();
      if (!now || !usedSinceRefresh || document.visibilityState !== 'visible') return;
      refreshTokens(now.tokens.accessToken).catch(() => undefined);
    },
    Math.max(0, tokens.expiresAt - refreshMarginMs(tokens) - Date.now()),
  );
}
subscribeSession(schedule);
schedule(); // a session loaded before this module was

/** The refresh token was refused or is gone: end the session everywhere (once; another tab may have done it). */
async function sessionEnded(): Promise<void> {
  if (!heldSession() && !(await readTokens())) return;
  await endSession('session-ended');
}

/**
 * Single-flight refresh across tabs: one Web Lock, and inside it re-read IndexedDB, so a tab that waited for
 * another tab's refresh adopts the result instead of sending a second token request (RFC 9700 §4.14: a replayed
 * rotated refresh token would revoke the whole grant).
 */
export function refreshTokens(staleAccessToken: string): Promise<Current> {
  refreshing ??= withLock(storageNames.refreshLock, async () => {
    const stored = await readTokens();
    if (!stored) throw new SignInRequiredError('session-ended');
    if (stored.accessToken !== staleAccessToken && !isExpiring(stored)) {
      const adopted = await adopt(stored);
      if (adopted) return adopted;
    }
    const held = heldSession();
    const base = held && held.tokens.jkt === stored.jkt ? held : await adopt(stored);
    if (!base || !stored.refreshToken || !canRefresh(stored)) throw new SignInRequiredError('session-ended');
    let response;
    try {
      response = await refreshGrant(stored.refreshToken, base.key);
    } catch (error) {
      if (isInvalidGrant(error)) throw new SignInRequiredError('session-ended');
      throw error;
    }
    const { tokenSetFromResponse } = await import('./token-response');
    const next = tokenSetFromResponse(response, base.key.jkt, stored);
    await writeTokens(next);
    const adopted = await adopt(next);
    broadcast({ type: 'tokens-updated' });
    if (!adopted) throw new SignInRequiredError('session-ended');
    return adopted;
  })
    .catch(async (error: unknown) => {
      if (error instanceof SignInRequiredError) await sessionEnded();
      throw error;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}
