import type { SupportAuthorizationDetail, VehicleAuthorizationDetail } from '../../../contract/token';
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
