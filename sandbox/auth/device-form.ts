import type { Middleware, Provider } from 'oidc-provider';
import { OAuthHttpError } from './oauth-error';
import { isRoute, ROUTES } from './routes';

/**
 * POST /device (the user-code form) needs the session GET /device stored with the form's xsrf value.
 * Without one, oidc-provider 9.13 fails while answering: it puts a fresh xsrf value on a session it never stored
 * and then cannot save it (`persist`), a 500. So such a POST gets a 403 page here, sending the user back to the form.
 */
export function deviceFormNeedsSession(provider: Provider): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'POST' || !isRoute(ctx.path, ROUTES.code_verification)) return next();
    const session = await provider.Session.get({ req: ctx.req, res: ctx.res });
    if (session.exp !== undefined) return next();
    throw new OAuthHttpError(
      403,
      'forbidden',
      'This form has expired or was not opened in this browser. Open the device page again and enter the code.',
      { page: true },
    );
  };
}
