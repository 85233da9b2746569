import type { IncomingMessage, ServerResponse } from 'node:http';
import { SUPPORT_ORGANISATION, vinsOwnedBy, type Account } from '../../accounts';
import { shareableCategories } from '../../support';
import { GrantConflict, GrantStoreFull } from '../../support/support-grants';
import { parseGrantForm, type GrantForm } from '../../support/grant-input';
import { sendHtml } from '../http';
import { ownerAccountPage, staffAccountPage, type Notice } from '../pages/account';
import type { AccountDeps } from './types';
import { carViews, type FormRetry } from './view';

export class AccountError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export type SignedIn = { account: Account; sessionUid: string };

/** Each account page form carries a token bound to the browser's session (an HMAC under this server's secret). */
export const csrfSubject = (sessionUid: string) => `account:${sessionUid}`;

const NOTICES: Record<string, string> = {
  granted: 'Support access granted. You can revoke it below at any time.',
  revoked: 'Support access revoked. It ended for the agent at their next request.',
  gone: 'That grant had already ended.',
};
export const noticeFor = (done: string | null): Notice | undefined => {
  const text = done ? NOTICES[done] : undefined;
  return text ? { text } : undefined;
};

export function renderAccount(
  deps: AccountDeps,
  req: IncomingMessage,
  res: ServerResponse,
  who: SignedIn,
  o: { status?: number; notice?: Notice; retry?: FormRetry } = {},
) {
  const { account } = who;
  const html = account.staff
    ? staffAccountPage(account.email, account.staff, deps.dashboardOrigin)
    : ownerAccountPage({
        email: account.email,
        dashboardUrl: deps.dashboardOrigin,
        csrf: deps.csrf.issue(csrfSubject(who.sessionUid)),
        cars: carViews(deps, account.id, o.retry),
        notice: o.notice,
      });
  sendHtml(res, o.status ?? 200, req.method === 'HEAD' ? '' : html, deps.headers);
}

export function redirect(deps: AccountDeps, res: ServerResponse, location: string) {
  res.writeHead(303, { ...deps.headers, Location: location });
  res.end();
}

function ownCar(account: Account, vin: string) {
  if (account.staff) throw new AccountError(403, 'Only owners grant support access.');
  if (!vinsOwnedBy(account.id).includes(vin)) throw new AccountError(404, 'That car is not one of yours.');
}

/** POST /account/grants: a grant for one car and one case, or the form again with every problem marked. */
export function submitGrant(
  deps: AccountDeps,
  req: IncomingMessage,
  res: ServerResponse,
  who: SignedIn,
  form: URLSearchParams,
) {
  const vin = form.get('vin') ?? '';
  ownCar(who.account, vin);
  const values: GrantForm = {
    caseReference: form.get('caseReference') ?? '',
    purpose: form.get('purpose') ?? '',
    categories: form.getAll('categories'),
    days: form.get('days') ?? '',
  };
  const parsed = parseGrantForm(values, shareableCategories(vin));
  if (!parsed.ok) {
    const notice = { text: 'Support access was not granted: check the fields marked under the car.', error: true, vin };
    return renderAccount(deps, req, res, who, { status: 400, notice, retry: { vin, values, errors: parsed.errors } });
  }
  try {
    deps.support.grants.create({ ownerId: who.account.id, vin, organisation: SUPPORT_ORGANISATION, ...parsed.value });
  } catch (err) {
    // Another tab granted first: the page shows that grant. A full store keeps the form as it was.
    if (err instanceof GrantConflict)
      return renderAccount(deps, req, res, who, { status: 409, notice: { text: err.message, error: true, vin } });
    if (!(err instanceof GrantStoreFull)) throw err;
    return renderAccount(deps, req, res, who, {
      status: 503,
      notice: { text: err.message, error: true, vin },
      retry: { vin, values, errors: {}, message: err.message },
    });
  }
  redirect(deps, res, `/account?done=granted#car-${vin}`);
}

/** POST /account/grants/{id}/revoke: ends the owner's grant now; a grant already ended just says so. */
export function submitRevoke(deps: AccountDeps, res: ServerResponse, who: SignedIn, grantId: string) {
  if (who.account.staff) throw new AccountError(403, 'Only owners revoke support access.');
  const revoked = deps.support.grants.revoke(grantId, who.account.id);
  redirect(deps, res, revoked ? `/account?done=revoked#car-${revoked.vin}` : '/account?done=gone');
}
