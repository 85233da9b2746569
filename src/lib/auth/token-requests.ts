import type * as oauth from 'oauth4webapi';
import { getConfig } from '../../config/runtime';
import { getAuthorizationServer, getClient, transportOptions } from './authorization-server';
import type { DpopKey } from './dpop-key';
import { dpopOption } from './dpop-proof';
import { loadedOAuth, loadOAuth, type OAuth } from './oauth';

/** RFC 9449 §8: answer a use_dpop_nonce challenge with exactly one new request (the handle has cached the nonce). */
export async function withNonceRetry<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (!(await loadOAuth()).isDPoPNonceError(error)) throw error;
    return attempt();
  }
}

async function tokenOptions(
  lib: OAuth,
  as: oauth.AuthorizationServer,
  key: DpopKey,
): Promise<oauth.TokenEndpointRequestOptions> {
  return { ...(await dpopOption(key)), ...transportOptions(lib, as.token_endpoint ?? as.issuer) };
}

export async function exchangeCode(
  params: URLSearchParams,
  codeVerifier: string,
  key: DpopKey,
): Promise<oauth.TokenEndpointResponse> {
  const [oauth, as] = await Promise.all([loadOAuth(), getAuthorizationServer()]);
  const client = getClient();
  const { redirectUri } = getConfig();
  const options = await tokenOptions(oauth, as, key);
  return withNonceRetry(async () =>
    oauth.processAuthorizationCodeResponse(
      as,
      client,
      await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, redirectUri, codeVerifier, options),
    ),
  );
}

export async function refreshGrant(refreshToken: string, key: DpopKey): Promise<oauth.TokenEndpointResponse> {
  const [oauth, as] = await Promise.all([loadOAuth(), getAuthorizationServer()]);
  const client = getClient();
  const options = await tokenOptions(oauth, as, key);
  return withNonceRetry(async () =>
    oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(as, client, oauth.None(), refreshToken, options),
    ),
  );
}

/** RFC 7009, best effort: only where the server publishes a revocation endpoint. */
export async function revokeRefreshToken(refreshToken: string): Promise<void> {
  const [oauth, as] = await Promise.all([loadOAuth(), getAuthorizationServer()]);
  if (!as.revocation_endpoint) return;
  const response = await oauth.revocationRequest(as, getClient(), oauth.None(), refreshToken, {
    additionalParameters: { token_type_hint: 'refresh_token' },
    ...transportOptions(oauth, as.revocation_endpoint),
  });
  await oauth.processRevocationResponse(response);
}

/** invalid_grant: the refresh token expired, was rotated away or revoked (RFC 6749 §5.2). */
export function isInvalidGrant(error: unknown): boolean {
  const oauth = loadedOAuth();
  return oauth !== undefined && error instanceof oauth.ResponseBodyError && error.error === 'invalid_grant';
}
