import { revokeRefreshToken } from './grants';
import { endSession, loadCurrent } from './state';

/**
 * Signs out in every open tab: revokes the refresh token where the server allows it (RFC 7009), removes tokens,
 * the DPoP key and cached vehicle data, then loads the sign-in page (a fresh page holds nothing in memory).
 */
export async function signOut(options: { redirectTo?: string | null } = {}): Promise<void> {
  const state = await loadCurrent();
  const refreshToken = state?.tokens.refreshToken;
  if (refreshToken) await revokeRefreshToken(refreshToken).catch(() => undefined);
  sessionStorage.removeItem('vds-sign-in');
  await endSession('signed-out');
  const redirectTo = options.redirectTo === undefined ? '/signed-out' : options.redirectTo;
  if (redirectTo !== null && typeof window !== 'undefined') window.location.assign(redirectTo);
}
