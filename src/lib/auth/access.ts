import { createProof, type DpopKey } from './dpop-key';
import { SignInRequiredError } from './errors';
import { markUsed, refreshTokens } from './refresh';
import { loadCurrent } from './session';
import { isExpiring } from './tokens';

/** The access token and DPoP key for a resource request, refreshed first when it is about to expire. */
export async function getAccessContext(): Promise<{ accessToken: string; dpop: DpopKey }> {
  let state = await loadCurrent();
  if (!state) throw new SignInRequiredError('no-session');
  markUsed();
  if (isExpiring(state.tokens)) state = await refreshTokens(state.tokens.accessToken);
  return { accessToken: state.tokens.accessToken, dpop: state.key };
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
