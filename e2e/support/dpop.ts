import type { Response } from '@playwright/test';

/**
 * The data API's DPoP nonce challenge (RFC 9449 §9): a 401 whose `WWW-Authenticate` names `use_dpop_nonce`; the client
 * sends the request again with the nonce. Any request may meet one (after a load, or once the nonce of a minute ago has
 * gone), so a test waiting for "the" answer to a request skips it. Not told by a `DPoP-Nonce` header: real answers carry
 * one too after the nonce has rotated.
 */
export const nonceChallenge = (r: Response) =>
  r.status() === 401 && /error="use_dpop_nonce"/.test(r.headers()['www-authenticate'] ?? '');
