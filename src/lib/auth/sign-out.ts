import { storageNames } from '../../config/storage-names';
import { broadcast, type SignedOutReason } from './channel';
import { deleteDpopKeyPair } from './dpop-key';
import { revokeRefreshToken } from './token-requests';
import { announceSessionEnd, forgetSession, loadCurrent } from './session';
import { deleteTokens } from './tokens';

/**
 * The one place a session ends: forgotten in memory, tokens, DPoP key and this tab's pending sign-in removed, the
 * other tabs told, then this tab's listeners (the app clears its cached data and navigates: `app/session-end.ts`).
 */
export async function endSession(reason: SignedOutReason): Promise<void> {
  forgetSession();
  await Promise.all([deleteTokens(), deleteDpopKeyPair()]);
  globalThis.sessionStorage?.removeItem(storageNames.pendingSignIn);
  broadcast({ type: 'signed-out', reason });
  announceSessionEnd(reason);
}

/** Signs out in every open tab, revoking the refresh token first where the server allows it (RFC 7009). */
export async function signOut(): Promise<void> {
  const refreshToken = (await loadCurrent())?.tokens.refreshToken;
  if (refreshToken) await revokeRefreshToken(refreshToken).catch(() => undefined);
  await endSession('signed-out');
}
