import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyError, readForm, sendHtml } from '../http';
import { accountErrorPage } from '../pages/account';
import { AccountError, csrfSubject, noticeFor, redirect, renderAccount, submitGrant, submitRevoke } from './actions';
import { finishSignIn, signedInAccount, startSignIn } from './sign-in';
import type { AccountDeps } from './types';

export type { AccountDeps } from './types';

const REVOKE = /^\/account\/grants\/(grt_[A-Za-z0-9_-]{16})\/revoke$/;
const WINDOW_MS = 60_000;
const MAX_POSTS_PER_WINDOW = 30;

/** Changes per account and minute: the grant history is bounded anyway, this keeps one account from churning it. */
class PostLimit {
  private readonly windows = new Map<string, { start: number; count: number }>();
  /** Seconds to wait, or 0 when the post may go ahead. */
  take(accountId: string, now = Date.now()): number {
    const w = this.windows.get(accountId);
    if (!w || now - w.start >= WINDOW_MS) {
      this.windows.set(accountId, { start: now, count: 1 });
      return 0;
    }
    if (w.count >= MAX_POSTS_PER_WINDOW) return Math.ceil((w.start + WINDOW_MS - now) / 1000);
    w.count++;
    return 0;
  }
}

/** Routes `{auth_url}/account…`: the page (GET), the sign-in return (GET), grant and revoke (POST). */
export function accountHandler(deps: AccountDeps) {
  const limit = new PostLimit();

  async function route(req: IncomingMessage, res: ServerResponse, url: URL) {
    const path = url.pathname;
    const method = req.method ?? 'GET';
    const isGet = method === 'GET' || method === 'HEAD';
    if (path === '/account' || path === '/account/callback') {
      if (!isGet) throw new AccountError(405, 'Method not allowed.', { Allow: 'GET, HEAD' });
      if (path === '/account/callback') {
        const outcome = finishSignIn(deps, req, res, url.searchParams);
        if (!outcome.ok) throw new AccountError(outcome.status, outcome.message);
        return redirect(deps, res, '/account');
      }
      const who = await signedInAccount(deps, req, res);
      if (!who) return startSignIn(deps, res);
      return renderAccount(deps, req, res, who, { notice: noticeFor(url.searchParams.get('done')) });
    }
    const revoke = REVOKE.exec(path);
    if (path !== '/account/grants' && !revoke) throw new AccountError(404, 'No such page.');
    if (method !== 'POST') throw new AccountError(405, 'Method not allowed.', { Allow: 'POST' });
    // Step 1: a signed-in browser. Step 2: the form's CSRF token, bound to that browser's session.
    const who = await signedInAccount(deps, req, res);
    if (!who) throw new AccountError(403, 'You are signed out. Open the account page to sign in again.');
    const form = await readForm(req);
    if (!deps.csrf.verify(csrfSubject(who.sessionUid), form.get('csrf')))
      throw new AccountError(403, 'The form has expired or did not come from this page. Go back and try again.');
    // Step 3: a limit per account, then the change.
    const wait = limit.take(who.account.id);
    if (wait)
      throw new AccountError(429, 'Too many changes in a short time. Wait a moment.', { 'Retry-After': `${wait}` });
    if (revoke) return submitRevoke(deps, res, who, revoke[1]!);
    return submitGrant(deps, req, res, who, form);
  }

  return async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    try {
      await route(req, res, url);
    } catch (err) {
      if (res.headersSent) return void res.end();
      const known = err instanceof AccountError || err instanceof BodyError;
      if (!known) console.error('account page failed', err);
      const status = known ? err.status : 500;
      const message = known ? err.message : 'Something went wrong on our side.';
      const headers = err instanceof AccountError ? err.headers : {};
      sendHtml(res, status, accountErrorPage(status, message), { ...deps.headers, ...headers });
    }
  };
}
