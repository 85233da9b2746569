import { getConfig } from '../../config/runtime';
import { getAuthorizationServer, getClient } from './authorization-server';
import { generateDpopKeyPair, saveDpopKeyPair, toDpopKey } from './dpop-key';
import { SignInError, TokenResponseError } from './errors';
import { exchangeCode } from './token-requests';
import { loadedOAuth, loadOAuth } from './oauth';
import { safeReturnPath } from './return-path';
import { installSession } from './session';
import { writeTokens } from './tokens';
import { storageNames } from '../../config/storage-names';
import { t } from '../i18n';

/** One pending sign-in per tab (sessionStorage), consumed on first use: a replayed or foreign callback finds nothing. */
const PENDING_KEY = storageNames.pendingSignIn;
const FLASH_KEY = storageNames.signInError;

interface PendingSignIn {
  state: string;
  codeVerifier: string;
  returnTo: string;
}

/** The authorization request (RFC 7636 S256 PKCE, one-time state kept in this tab); the app sends the browser there. */
export async function buildAuthorizationUrl(returnTo: string): Promise<URL> {
  const [oauth, as] = await Promise.all([loadOAuth(), getAuthorizationServer()]);
  if (!as.authorization_endpoint)
    throw new SignInError(
      'no_endpoint',
      'Sign-in is unavailable',
      'The authorization server publishes no authorization endpoint.',
    );
  const { clientId, redirectUri, scopes } = getConfig();
  const codeVerifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const pending: PendingSignIn = { state, codeVerifier, returnTo: safeReturnPath(returnTo) };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  const url = new URL(as.authorization_endpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: redirectUri,
    scope: scopes.join(' '),
    state,
    code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    // The sign-in and consent pages in the dashboard's language (OIDC Core §3.1.2.1).
    ui_locales: t.locale,
  }).toString();
  return url;
}

function takePending(): PendingSignIn | null {
  const raw = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingSignIn>;
    if (typeof value.state === 'string' && typeof value.codeVerifier === 'string') {
      return { state: value.state, codeVerifier: value.codeVerifier, returnTo: safeReturnPath(value.returnTo) };
    }
  } catch {
    // corrupted entry: treat as none
  }
  return null;
}

/** Removes code, state and iss from the address bar and the history entry (RFC 9700 §4.2.4). */
function scrubCallbackUrl(url: URL): void {
  if (typeof window === 'undefined' || window.location.href !== url.href) return;
  window.history.replaceState(window.history.state, '', url.pathname);
}

function describe(error: unknown): SignInError {
  if (error instanceof SignInError) return error;
  // Only a loaded oauth4webapi can have thrown one of its errors.
  const oauth = loadedOAuth();
  if (oauth && error instanceof oauth.AuthorizationResponseError) {
    if (error.error === 'access_denied') {
      return new SignInError(
        'access_denied',
        'Access was not granted',
        'You declined to give the dashboard access. Sign in again to allow it.',
        { cause: error },
      );
    }
    return new SignInError(
      error.error,
      'Sign-in failed',
      error.error_description ?? `The authorization server answered "${error.error}".`,
      { cause: error },
    );
  }
  if (oauth && error instanceof oauth.ResponseBodyError) {
    return new SignInError(
      error.error,
      'Sign-in failed',
      error.error_description ?? `The token request was refused ("${error.error}").`,
      { cause: error },
    );
  }
  if (error instanceof TokenResponseError)
    return new SignInError('unbound_token', 'Sign-in failed', error.message, { cause: error });
  if (oauth && error instanceof oauth.OperationProcessingError) {
    return new SignInError(
      error.code ?? 'invalid_response',
      'Sign-in failed',
      `The authorization response could not be verified: ${error.message}.`,
      { cause: error },
    );
  }
  if (error instanceof TypeError) {
    return new SignInError(
      'network',
      'Sign-in failed',
      'The authorization server could not be reached. Check your connection and try again.',
      { cause: error },
    );
  }
  return new SignInError('unknown', 'Sign-in failed', error instanceof Error ? error.message : String(error), {
    cause: error,
  });
}

/**
 * Finishes the redirect: checks state (one-time, this tab) and iss (RFC 9207), exchanges the code with a new
 * DPoP key, refuses an unbound token, stores key and tokens. Returns the path to land on.
 */
export async function completeSignIn(callbackUrl: string | URL): Promise<string> {
  const url = new URL(callbackUrl);
  scrubCallbackUrl(url);
  const pending = takePending();
  try {
    if (!pending) {
      throw new SignInError(
        'invalid_state',
        'Sign-in failed',
        'This sign-in response was not started in this tab, or was already used. Start again.',
      );
    }
    const [oauth, as] = await Promise.all([loadOAuth(), getAuthorizationServer()]);
    const client = getClient();
    const params = oauth.validateAuthResponse(as, client, url, pending.state);
    // A new key for every sign-in (RFC 9449 §1.7: one key per login session).
    const key = await toDpopKey(client, await generateDpopKeyPair());
    const response = await exchangeCode(params, pending.codeVerifier, key);
    // The parser brings zod and the contract's schemas: loaded here, not with the sign-in page (issue 18).
    const { tokenSetFromResponse } = await import('./token-response');
    const tokens = tokenSetFromResponse(response, key.jkt);
    await saveDpopKeyPair(key.keyPair);
    await writeTokens(tokens);
    installSession(tokens, key);
    return pending.returnTo;
  } catch (error) {
    const failure = describe(error);
    sessionStorage.setItem(
      FLASH_KEY,
      JSON.stringify({ code: failure.code, title: failure.title, detail: failure.detail, returnTo: pending?.returnTo }),
    );
    throw failure;
  }
}

/** The error of the last failed sign-in in this tab, shown once on the sign-in page. */
export function takeSignInError(): { code: string; title: string; detail: string; returnTo?: string } | null {
  const raw = sessionStorage.getItem(FLASH_KEY);
  sessionStorage.removeItem(FLASH_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { code?: unknown; title?: unknown; detail?: unknown; returnTo?: unknown };
    if (typeof value.title !== 'string' || typeof value.detail !== 'string') return null;
    return {
      code: typeof value.code === 'string' ? value.code : 'unknown',
      title: value.title,
      detail: value.detail,
      returnTo: typeof value.returnTo === 'string' ? safeReturnPath(value.returnTo) : undefined,
    };
  } catch {
    return null;
  }
}
