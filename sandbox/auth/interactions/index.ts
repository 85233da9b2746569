import type { IncomingMessage, ServerResponse } from 'node:http';
import { readForm, sendHtml } from '../http';
import { errorPage } from '../pages/error';
import { submitConsent } from './confirm';
import { InteractionError, toInteractionError } from './errors';
import { submitLogin } from './login';
import { renderPrompt } from './prompt-page';
import type { InteractionDeps } from './types';

export type { InteractionDeps } from './types';

const ROUTE = /^\/interaction\/([A-Za-z0-9_-]{1,64})(?:\/(login|confirm))?$/;

/** Routes the sign-in and consent pages: GET /interaction/:uid, POST …/login and …/confirm. */
export async function handleInteraction(
  deps: InteractionDeps,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
) {
  try {
    const match = ROUTE.exec(path);
    if (!match) throw new InteractionError(404, 'not_found', 'No such page.');
    const [, uid = '', action] = match;
    const method = req.method ?? 'GET';
    if (action ? method !== 'POST' : method !== 'GET' && method !== 'HEAD')
      throw new InteractionError(405, 'method_not_allowed', 'Method not allowed.');

    // Step 1: on a POST, the per-interaction CSRF token comes before anything else.
    const form = action ? await readForm(req) : undefined;
    if (form && !deps.csrf.verify(uid, form.get('csrf'))) {
      throw new InteractionError(
        403,
        'forbidden',
        'The form has expired or did not come from this page. Go back and try again.',
      );
    }
    // Step 2: the interaction of this browser (its cookie) must be the one in the URL.
    const details = await deps.provider.interactionDetails(req, res);
    if (details.uid !== uid)
      throw new InteractionError(
        400,
        'invalid_request',
        'This sign-in is no longer current. Start again from the application.',
      );
    if (!form) return await renderPrompt(deps, req, res, details);
    // Step 3: the form must answer the prompt that is pending.
    if (action !== (details.prompt.name === 'login' ? 'login' : 'confirm'))
      throw new InteractionError(400, 'invalid_request', 'This step is already done.');
    return await (action === 'login'
      ? submitLogin(deps, req, res, details, form)
      : submitConsent(deps, req, res, details, form));
  } catch (err) {
    const e = toInteractionError(err);
    if (res.headersSent) return void res.end();
    sendHtml(res, e.status, errorPage(e.status, e.error, e.description), deps.headers);
  }
}
