import type { IncomingMessage, ServerResponse } from 'node:http';
import type { InteractionDetails } from 'oidc-provider';
import { findAccount } from '../../accounts';
import { authorizationDetailsFor } from '../../permissions';
import { sendHtml } from '../http';
import { consentPage } from '../pages/consent';
import { loginPage } from '../pages/login';
import { pickLang } from '../pages/words';
import { InteractionError } from './errors';
import type { InteractionDeps } from './types';

/** GET /interaction/:uid: the page of the pending prompt (sign-in or consent), with a fresh CSRF token. */
export async function renderPrompt(
  deps: InteractionDeps,
  req: IncomingMessage,
  res: ServerResponse,
  details: InteractionDetails,
  retry: { email?: string; error?: string; status?: number; headers?: Record<string, string> } = {},
) {
  const lang = pickLang(details.params.ui_locales, req.headers['accept-language']);
  const { provider, csrf, headers } = deps;
  const clientId = details.params.client_id;
  const clientName = (await provider.Client.find(clientId))?.clientName ?? clientId;
  const token = csrf.issue(details.uid);
  if (details.prompt.name === 'login') {
    const { email, error } = retry;
    return sendHtml(
      res,
      retry.status ?? 200,
      loginPage({ action: `/interaction/${details.uid}/login`, csrf: token, clientName, email, error, lang }),
      { ...headers, ...retry.headers },
    );
  }
  if (details.prompt.name === 'consent') {
    const accountId = details.session?.accountId ?? '';
    const html = consentPage({
      action: `/interaction/${details.uid}/confirm`,
      csrf: token,
      clientName,
      clientId,
      accountEmail: findAccount(accountId)?.email ?? accountId,
      scopes: (details.params.scope ?? '').split(' ').filter(Boolean),
      details: authorizationDetailsFor({ kind: 'account', accountId }),
      lang,
    });
    return sendHtml(res, 200, html, headers);
  }
  throw new InteractionError(400, 'invalid_request', `unsupported prompt ${details.prompt.name}`);
}
