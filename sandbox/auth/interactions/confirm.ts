import type { IncomingMessage, ServerResponse } from 'node:http';
import type { InteractionDetails } from 'oidc-provider';
import { InteractionError } from './errors';
import type { InteractionDeps } from './types';

/** POST /interaction/:uid/confirm: Allow records the grant; Deny ends the request with access_denied. */
export async function submitConsent(
  { provider }: InteractionDeps,
  req: IncomingMessage,
  res: ServerResponse,
  details: InteractionDetails,
  form: URLSearchParams,
) {
  const decision = form.get('decision');
  if (decision === 'deny') {
    // RFC 6749 §4.1.2.1: the client learns of the refusal through access_denied.
    return provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'The user denied access' },
      { mergeWithLastSubmission: false },
    );
  }
  if (decision !== 'allow') throw new InteractionError(400, 'invalid_request', 'Choose Allow or Deny.');
  const accountId = details.session?.accountId;
  if (!accountId) throw new InteractionError(400, 'invalid_request', 'Sign in first.');
  const grant =
    (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
    new provider.Grant({ accountId, clientId: details.params.client_id });
  const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = details.prompt.details;
  if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
  if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missingResourceScopes ?? {}))
    grant.addResourceScope(indicator, scopes.join(' '));
  const grantId = await grant.save();
  await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
}
