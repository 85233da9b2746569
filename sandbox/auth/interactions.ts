import type { IncomingMessage, ServerResponse } from 'node:http';
import type { InteractionDetails, Provider } from 'oidc-provider';
import { findAccount, findAccountByEmail } from '../accounts';
import { authorizationDetailsFor } from '../access';
import type { CsrfTokens } from './csrf';
import { BodyError, readForm, sendHtml } from './http';
import { consentPage } from './pages/consent';
import { errorPage } from './pages/error';
import { loginPage } from './pages/login';

type Deps = { provider: Provider; csrf: CsrfTokens; headers: Record<string, string> };

/** An error of the interaction pages, rendered as an HTML page with its status. */
export class InteractionError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

const ROUTE = /^\/interaction\/([A-Za-z0-9_-]{1,64})(?:\/(login|confirm))?$/;

async function clientName(provider: Provider, clientId: string) {
  const client = await provider.Client.find(clientId);
  return client?.clientName ?? clientId;
}

async function render(deps: Deps, res: ServerResponse, details: InteractionDetails, extra: { email?: string; error?: string; status?: number } = {}) {
  const { provider, csrf, headers } = deps;
  const name = await clientName(provider, details.params.client_id);
  const token = csrf.issue(details.uid);
  if (details.prompt.name === 'login') {
    const html = loginPage({ action: `/interaction/${details.uid}/login`, csrf: token, clientName: name, email: extra.email, error: extra.error });
    return sendHtml(res, extra.status ?? 200, html, headers);
  }
  if (details.prompt.name === 'consent') {
    const accountId = details.session?.accountId ?? '';
    const html = consentPage({
      action: `/interaction/${details.uid}/confirm`,
      csrf: token,
      clientName: name,
      clientId: details.params.client_id,
      accountEmail: findAccount(accountId)?.email ?? accountId,
      scopes: (details.params.scope ?? '').split(' ').filter(Boolean),
      vehicles: authorizationDetailsFor({ kind: 'account', accountId }),
    });
    return sendHtml(res, 200, html, headers);
  }
  throw new InteractionError(400, 'invalid_request', `unsupported prompt ${details.prompt.name}`);
}

/** Step: check the per-interaction CSRF token before anything else happens on a POST. */
function checkCsrf(deps: Deps, uid: string, form: URLSearchParams) {
  if (!deps.csrf.verify(uid, form.get('csrf'))) throw new InteractionError(403, 'forbidden', 'The form has expired or did not come from this page. Go back and try again.');
}

async function login(deps: Deps, req: IncomingMessage, res: ServerResponse, details: InteractionDetails, form: URLSearchParams) {
  const email = form.get('email') ?? '';
  const account = findAccountByEmail(email);
  if (!account || account.password !== (form.get('password') ?? '')) {
    return render(deps, res, details, { email, error: 'The email or password is not right. Try again.' });
  }
  await deps.provider.interactionFinished(req, res, { login: { accountId: account.id } }, { mergeWithLastSubmission: false });
}

async function confirm(deps: Deps, req: IncomingMessage, res: ServerResponse, details: InteractionDetails, form: URLSearchParams) {
  const { provider } = deps;
  const decision = form.get('decision');
  if (decision === 'deny') {
    // RFC 6749 §4.1.2.1: the client learns of the refusal through access_denied.
    return provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'The user denied access' }, { mergeWithLastSubmission: false });
  }
  if (decision !== 'allow') throw new InteractionError(400, 'invalid_request', 'Choose Allow or Deny.');
  const accountId = details.session?.accountId;
  if (!accountId) throw new InteractionError(400, 'invalid_request', 'Sign in first.');
  const grant = (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ?? new provider.Grant({ accountId, clientId: details.params.client_id });
  const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = details.prompt.details;
  if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
  if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missingResourceScopes ?? {})) grant.addResourceScope(indicator, scopes.join(' '));
  const grantId = await grant.save();
  await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
}

/** GET /interaction/:uid renders the pending prompt; POST …/login and …/confirm take the forms. */
export async function handleInteraction(deps: Deps, req: IncomingMessage, res: ServerResponse, path: string) {
  try {
    const match = ROUTE.exec(path);
    if (!match) throw new InteractionError(404, 'not_found', 'No such page.');
    const [, uid, action] = match as unknown as [string, string, 'login' | 'confirm' | undefined];
    const method = req.method ?? 'GET';
    if (action ? method !== 'POST' : method !== 'GET' && method !== 'HEAD') throw new InteractionError(405, 'method_not_allowed', 'Method not allowed.');

    const form = action ? await readForm(req) : undefined;
    if (form) checkCsrf(deps, uid, form);

    const details = await deps.provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new InteractionError(400, 'invalid_request', 'This sign-in is no longer current. Start again from the application.');
    if (!action || !form) return await render(deps, res, details);
    if (action !== (details.prompt.name === 'login' ? 'login' : 'confirm')) throw new InteractionError(400, 'invalid_request', 'This step is already done.');
    return await (action === 'login' ? login(deps, req, res, details, form) : confirm(deps, req, res, details, form));
  } catch (err) {
    const e = toInteractionError(err);
    if (res.headersSent) return res.end();
    sendHtml(res, e.status, errorPage(e.status, e.error, e.description), deps.headers);
  }
}

function toInteractionError(err: unknown): InteractionError {
  if (err instanceof InteractionError) return err;
  if (err instanceof BodyError) return new InteractionError(err.status, 'invalid_request', err.message);
  const oidc = err as { status?: number; error?: string; error_description?: string };
  if (typeof oidc.status === 'number' && oidc.error) {
    const description = oidc.error === 'invalid_request' && /interaction session/.test(oidc.error_description ?? '') ? 'Your sign-in has expired. Start again from the application.' : (oidc.error_description ?? oidc.error);
    return new InteractionError(oidc.status, oidc.error, description);
  }
  console.error('auth interaction failed', err);
  return new InteractionError(500, 'server_error', 'Something went wrong on our side.');
}
