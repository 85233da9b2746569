import type { IncomingMessage, ServerResponse } from 'node:http';
import type { InteractionDetails } from 'oidc-provider';
import { findAccountByEmail } from '../../accounts';
import { callerAddress } from '../../limits/address';
import { renderPrompt } from './prompt-page';
import { pickLang, WORDS } from '../pages/words';
import type { InteractionDeps } from './types';

/**
 * POST /interaction/:uid/login: check the credentials; a wrong pair shows the form again with an error.
 * Wrong passwords are throttled per email typed and address (see FailureThrottle): a throttled attempt is answered
 * 429 with `Retry-After` before the password is checked, so it tells nothing about the password.
 */
export async function submitLogin(
  deps: InteractionDeps,
  req: IncomingMessage,
  res: ServerResponse,
  details: InteractionDetails,
  form: URLSearchParams,
) {
  const email = form.get('email') ?? '';
  const subject = email.trim().toLowerCase();
  const address = callerAddress(req);
  const wait = deps.signIn.wait(subject, address);
  const w = WORDS[pickLang(details.params.ui_locales, req.headers['accept-language'])];
  if (wait) {
    const error = w.throttled(wait);
    return renderPrompt(deps, req, res, details, { email, error, status: 429, headers: { 'Retry-After': `${wait}` } });
  }
  const account = findAccountByEmail(email);
  if (!account || account.password !== (form.get('password') ?? '')) {
    deps.signIn.failed(subject, address);
    return renderPrompt(deps, req, res, details, { email, error: w.wrongPassword });
  }
  deps.signIn.succeeded(subject, address);
  await deps.provider.interactionFinished(
    req,
    res,
    { login: { accountId: account.id } },
    { mergeWithLastSubmission: false },
  );
}
