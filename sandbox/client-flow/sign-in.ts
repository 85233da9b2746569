/** The code flow's front channel as a person goes through it: the authorization request, then the real pages. */
import { REDIRECT_URI } from '../auth/testing';
import { Browser } from './browser';

export { REDIRECT_URI };

/** The dashboard client's authorization request with PKCE S256 (RFC 6749 §4.1.1, RFC 7636 §4.3). */
export function authorizationUrl(
  endpoint: string | URL,
  request: { scope: string; state: string; codeChallenge: string },
): URL {
  const url = new URL(endpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: 'dashboard',
    redirect_uri: REDIRECT_URI,
    scope: request.scope,
    state: request.state,
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
  }).toString();
  return url;
}

/**
 * In a fresh browser, signs `email` in (password "demo") on the real pages from `authUrl` and allows the consent.
 * Returns the pages on the way and the redirect back to the client, which carries the code.
 */
export async function signInOnPages(authUrl: URL, email: string) {
  const browser = new Browser();
  const loginPage = (await browser.follow(await browser.request(authUrl), authUrl, REDIRECT_URI)).page;
  if (!loginPage) throw new Error('the authorization request led to no sign-in page');
  const login = await browser.submit(loginPage, { email, password: 'demo' });
  const consentPage = (await browser.follow(login.res, login.url, REDIRECT_URI)).page;
  if (!consentPage) throw new Error(`signing in ${email} led to no consent page`);
  const allow = await browser.submit(consentPage, { decision: 'allow' });
  const { redirect } = await browser.follow(allow.res, allow.url, REDIRECT_URI);
  if (!redirect) throw new Error(`allowing access for ${email} led to no redirect back to the client`);
  return { loginPage, consentPage, redirect };
}
