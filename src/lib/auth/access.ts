import type { DpopKey } from './dpop-key';
import { SignInRequiredError } from './errors';
import { markUsed, refreshTokens } from './refresh';
import { loadCurrent } from './session';
import { isExpiring } from './tokens';

/** The access token and DPoP key for a resource request, refreshed first when it is about to expire. */
export async function getAccessContext(): Promise<{ accessToken: string; dpop: DpopKey; expiresAt: number }> {
  let state = await loadCurrent();
  if (!state) throw new SignInRequiredError('no-session');
  markUsed();
  if (isExpiring(state.tokens)) state = await refreshTokens(state.tokens.accessToken);
  return { accessToken: state.tokens.accessToken, dpop: state.key, expiresAt: state.tokens.expiresAt };
}
