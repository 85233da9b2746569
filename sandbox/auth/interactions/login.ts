import type { IncomingMessage, ServerResponse } from 'node:http';
import type { InteractionDetails } from 'oidc-provider';
import { findAccountByEmail } from '../../accounts';
import { renderPrompt } from './prompt-page';
import type { InteractionDeps } from './types';

/** POST /interaction/:uid/login: check the credentials; a wrong pair shows the form again with an error. */
export async function submitLogin(
  deps: InteractionDeps,
  req: IncomingMessage,
  res: ServerResponse,
  details: InteractionDetails,
  form: URLSearchParams,
) {
  const email = form.get('email') ?? '';
  const account = findAccountByEmail(email);
  if (!account || account.password !== (form.get('password') ?? '')) {
    return renderPrompt(deps, res, details, { email, error: 'The email or password is not right. Try again.' });
  }
  await deps.provider.interactionFinished(
    req,
    res,
    { login: { accountId: account.id } },
    { mergeWithLastSubmission: false },
  );
}
