import type * as oauth from 'oauth4webapi';
import { SupportAuthorizationDetail, VehicleAuthorizationDetail } from '../../../contract/token';
import { storageDelete, storageGet, storageSet } from './storage';
import { storageNames } from '../../config/storage-names';

export interface TokenSet {
  accessToken: string;
  refreshToken?: string;
  /** Epoch ms, from local receipt time + expires_in (never the token's own exp: the client clock may be off). */
  expiresAt: number;
  refreshExpiresAt?: number;
  receivedAt: number;
  scope: string[];
  authorizationDetails: VehicleAuthorizationDetail[];
  /** A staff account's `vehicle_support` entry (DESIGN §3): no cars, a customer's car by VIN under the owner's grant. */
  support?: SupportAuthorizationDetail;
  /** Thumbprint of the DPoP key the tokens are bound to. */
  jkt: string;
}

export class TokenResponseError extends Error {
  override readonly name = 'TokenResponseError';
}

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

/** Refresh a little before expiry: 30 s, or a fifth of a short lifetime (so a 5 s token is not always "expiring"). */
export function refreshMarginMs(tokens: TokenSet): number {
  return Math.min(30_000, (tokens.expiresAt - tokens.receivedAt) / 5);
}

export function isExpiring(tokens: TokenSet, now = Date.now()): boolean {
  return now >= tokens.expiresAt - refreshMarginMs(tokens);
}

export function canRefresh(tokens: TokenSet, now = Date.now()): boolean {
  return Boolean(tokens.refreshToken) && (tokens.refreshExpiresAt === undefined || tokens.refreshExpiresAt > now);
}

export async function readTokens(): Promise<TokenSet | undefined> {
  const stored = await storageGet<TokenSet>(storageNames.tokens);
  return stored && typeof stored.accessToken === 'string' ? stored : undefined;
}

export async function writeTokens(tokens: TokenSet): Promise<void> {
  await storageSet(storageNames.tokens, tokens);
}

export async function deleteTokens(): Promise<void> {
  await storageDelete(storageNames.tokens);
}
