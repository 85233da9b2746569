import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { findAccount, type Account } from '../../accounts';
import { ACCOUNT_CLIENT_ID, accountRedirectUri } from '../clients';
import type { AccountDeps } from './types';

const STATE_COOKIE = 'account_state';

/**
 * The account page uses the browser's oidc-provider session, the one `/auth` signs in (`provider.Session.get`).
 * Without one it sends the browser through an ordinary authorization request of the first-party `account` client:
 * the usual sign-in page (with its CSRF token and any sign-in limits), no consent, then back to /account/callback.
 * The code is never redeemed: the session the sign-in left behind is what the page needs.
 */
export async function signedInAccount(
  deps: AccountDeps,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<{ account: Account; sessionUid: string } | undefined> {
  const session = await deps.provider.Session.get({ req, res });
  const account = session.accountId ? findAccount(session.accountId) : undefined;
  return account ? { account, sessionUid: session.uid } : undefined;
}

const cookieSuffix = (issuer: string) =>
  `; Path=/account; HttpOnly; SameSite=Lax${issuer.startsWith('https:') ? '; Secure' : ''}`;

/** Step 1 without a session: an authorization request (PKCE as every client must; the verifier is not needed). */
export function startSignIn(deps: AccountDeps, res: ServerResponse) {
  const state = randomBytes(16).toString('base64url');
  const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
  const url = new URL(`${deps.issuer}/auth`);
  url.search = new URLSearchParams({
    client_id: ACCOUNT_CLIENT_ID,
    response_type: 'code',
    scope: 'openid',
    redirect_uri: accountRedirectUri(deps.issuer),
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  res.writeHead(303, {
    ...deps.headers,
    Location: url.href,
    'Set-Cookie': `${STATE_COOKIE}=${state}; Max-Age=600${cookieSuffix(deps.issuer)}`,
  });
  res.end();
}

function cookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}

const equal = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export type CallbackOutcome = { ok: true } | { ok: false; status: number; message: string };

/** Step 2, GET /account/callback: the `state` this browser was given (RFC 9700 §4.7) and our issuer (RFC 9207). */
export function finishSignIn(
  deps: AccountDeps,
  req: IncomingMessage,
  res: ServerResponse,
  query: URLSearchParams,
): CallbackOutcome {
  res.setHeader('Set-Cookie', `${STATE_COOKIE}=; Max-Age=0${cookieSuffix(deps.issuer)}`);
  const expected = cookie(req, STATE_COOKIE);
  const state = query.get('state') ?? '';
  if (!expected || !equal(expected, state))
    return { ok: false, status: 400, message: 'This sign-in did not start from this browser. Open the page again.' };
  if (query.get('iss') !== deps.issuer)
    return { ok: false, status: 400, message: 'The sign-in answer came from another server.' };
  if (query.get('error')) return { ok: false, status: 403, message: 'The sign-in was not completed.' };
  return { ok: true };
}
