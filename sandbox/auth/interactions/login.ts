import type { IncomingMessage, ServerResponse } from 'node:http';
import type { InteractionDetails } from 'oidc-provider';
import { findAccountByEmail } from '../../accounts';
import { callerAddress } from '../../limits/address';
import { renderPrompt } from './prompt-page';
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
  if (wait) {
    const error = `Too many failed sign-in attempts. Wait ${wait} seconds, then try again.`;
    return renderPrompt(deps, res, details, { email, error, status: 429, headers: { 'Retry-After': `${wait}` } });
  }
  const account = findAccountByEmail(email);
  if (!account || account.password !== (form.get('password') ?? '')) {
    deps.signIn.failed(subject, address);
    return renderPrompt(deps, res, details, { email, error: 'The email or password is not right. Try again.' });
  }
  deps.signIn.succeeded(subject, address);
  await deps.provider.interactionFinished(
    req,
    res,
    { login: { accountId: account.id } },
    { mergeWithLastSubmission: false },
  );
}
