import { createProof, type DpopKey } from './dpop-key';
import { SignInRequiredError } from './errors';
import { markUsed, refreshTokens } from './refresh';
import { loadCurrent } from './session';
import { lastNonce } from './nonces';
import { isExpiring } from './tokens';

/** The access token and DPoP key for a resource request, refreshed first when it is about to expire. */
export async function getAccessContext(): Promise<{ accessToken: string; dpop: DpopKey; expiresAt: number }> {
  let state = await loadCurrent();
  if (!state) throw new SignInRequiredError('no-session');
  markUsed();
  if (isExpiring(state.tokens)) state = await refreshTokens(state.tokens.accessToken);
  return { accessToken: state.tokens.accessToken, dpop: state.key, expiresAt: state.tokens.expiresAt };
}

/**
 * Credentials for a request the API client does not make itself (the MQTT WebSocket): the current access
 * token (and when it expires, epoch ms) and a fresh DPoP proof for `htm` and `htu` (with `ath`). With
 * `nonceFrom`, the proof carries the nonce that server's REST answers last gave (RFC 9449 §9).
 */
export async function getDpopCredentials(
  htm: string,
  htu: string | URL,
  nonceFrom?: string | URL,
): Promise<{ accessToken: string; proof: string; expiresAt: number }> {
  const { accessToken, dpop, expiresAt } = await getAccessContext();
  const nonce = nonceFrom ? lastNonce(nonceFrom) : undefined;
  return { accessToken, expiresAt, proof: await createProof(dpop, htm, htu, accessToken, nonce) };
}
