import type * as oauth from 'oauth4webapi';
import { SupportAuthorizationDetail, VehicleAuthorizationDetail } from '../../../contract/token';
import { TokenResponseError } from './errors';
import type { TokenSet } from './tokens';

/** A token endpoint response made into the stored token set (loaded with the callback and refresh, not sign-in's page). */

/** RFC 9396 entries of type vehicle_data; entries of other types or other shapes are skipped, not fatal. */
export function parseAuthorizationDetails(value: unknown): VehicleAuthorizationDetail[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = VehicleAuthorizationDetail.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The `vehicle_support` entry of a staff token response, if there is one. */
export function parseSupportDetail(value: unknown): SupportAuthorizationDetail | undefined {
  if (!Array.isArray(value)) return undefined;
  for (const entry of value) {
    const parsed = SupportAuthorizationDetail.safeParse(entry);
    if (parsed.success) return parsed.data;
  }
  return undefined;
}

export function tokenSetFromResponse(
  response: oauth.TokenEndpointResponse,
  jkt: string,
  previous?: TokenSet,
  now = Date.now(),
): TokenSet {
  // RFC 9449 §5: a client that asked for a bound token must refuse an unbound one.
  if (response.token_type !== 'dpop') {
    throw new TokenResponseError(
      `The authorization server issued a "${response.token_type}" token instead of a DPoP-bound one`,
    );
  }
  const expiresIn = response.expires_in;
  if (typeof expiresIn !== 'number' || !Number.isFinite(expiresIn) || expiresIn <= 0) {
    throw new TokenResponseError('The token response has no usable expires_in');
  }
  const refreshExpiresIn = response.refresh_expires_in;
  const refreshToken = response.refresh_token ?? previous?.refreshToken;
  return {
    accessToken: response.access_token,
    refreshToken,
    expiresAt: now + expiresIn * 1000,
    refreshExpiresAt:
      typeof refreshExpiresIn === 'number' && refreshExpiresIn > 0
        ? now + refreshExpiresIn * 1000
        : response.refresh_token
          ? undefined
          : previous?.refreshExpiresAt,
    receivedAt: now,
    scope: typeof response.scope === 'string' ? response.scope.split(' ').filter(Boolean) : (previous?.scope ?? []),
    authorizationDetails:
      response.authorization_details !== undefined
        ? parseAuthorizationDetails(response.authorization_details)
        : (previous?.authorizationDetails ?? []),
    support:
      response.authorization_details !== undefined
        ? parseSupportDetail(response.authorization_details)
        : previous?.support,
    jkt,
  };
}
