import * as oauth from 'oauth4webapi';
import { getConfig } from '../../config/runtime';
import { getAuthorizationServer, getClient, transportOptions } from './authorization-server';
import type { DpopKey } from './dpop-key';

/** RFC 9449 §8: answer a use_dpop_nonce challenge with exactly one new request (the handle has cached the nonce). */
export async function withNonceRetry<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (!oauth.isDPoPNonceError(error)) throw error;
    return attempt();
  }
}

function tokenOptions(as: oauth.AuthorizationServer, key: DpopKey): oauth.TokenEndpointRequestOptions {
  return { DPoP: key.handle, ...transportOptions(as.token_endpoint ?? as.issuer) };
}

export async function exchangeCode(
  params: URLSearchParams,
  codeVerifier: string,
  key: DpopKey,
): Promise<oauth.TokenEndpointResponse> {
  const as = await getAuthorizationServer();
  const client = getClient();
  const { redirectUri } = getConfig();
  return withNonceRetry(async () =>
    oauth.processAuthorizationCodeResponse(
      as,
      client,
      await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, redirectUri, codeVerifier, tokenOptions(as, key)),
    ),
  );
}

export async function refreshGrant(refreshToken: string, key: DpopKey): Promise<oauth.TokenEndpointResponse> {
  const as = await getAuthorizationServer();
  const client = getClient();
  return withNonceRetry(async () =>
    oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(as, client, oauth.None(), refreshToken, tokenOptions(as, key)),
    ),
  );
}

/** RFC 7009, best effort: only where the server publishes a revocation endpoint. */
export async function revokeRefreshToken(refreshToken: string): Promise<void> {
  const as = await getAuthorizationServer();
  if (!as.revocation_endpoint) return;
  const response = await oauth.revocationRequest(as, getClient(), oauth.None(), refreshToken, {
    additionalParameters: { token_type_hint: 'refresh_token' },
    ...transportOptions(as.revocation_endpoint),
  });
  await oauth.processRevocationResponse(response);
}

/** invalid_grant: the refresh token expired, was rotated away or revoked (RFC 6749 §5.2). */
export function isInvalidGrant(error: unknown): boolean {
  return error instanceof oauth.ResponseBodyError && error.error === 'invalid_grant';
}
