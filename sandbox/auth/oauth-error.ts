import { errors, type KoaContext, type Middleware } from 'oidc-provider';
import { errorPage } from './pages/error';

/** An OAuth error raised inside oidc-provider's own steps (the adapter, client authentication), which it renders. */
export function providerError(status: number, error: string, description: string): Error {
  return Object.assign(new errors.OIDCProviderError(status, error), { expose: true, error_description: description });
}

/**
 * An error our own middlewares raise in front of oidc-provider's routes. It knows its wire shape: an OAuth error
 * object (RFC 6749 §5.2) for the JSON endpoints, or the error page for the browser ones (`page`).
 */
export class OAuthHttpError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
    readonly o: { page?: boolean; headers?: Record<string, string> } = {},
  ) {
    super(description);
  }
}

/** The one handler of {@link OAuthHttpError}: CORS for the dashboard on JSON answers, as oidc-provider gives them. */
export function renderOAuthErrors(dashboardOrigin: string): Middleware {
  return async (ctx: KoaContext, next) => {
    try {
      await next();
    } catch (err) {
      if (!(err instanceof OAuthHttpError)) throw err;
      ctx.status = err.status;
      for (const [name, value] of Object.entries(err.o.headers ?? {})) ctx.set(name, value);
      ctx.set('Cache-Control', 'no-store');
      if (err.o.page) {
        ctx.type = 'html';
        ctx.body = errorPage(err.status, err.error, err.description);
        return;
      }
      if (ctx.get('origin') === dashboardOrigin) {
        ctx.set('Access-Control-Allow-Origin', dashboardOrigin);
        ctx.set('Access-Control-Expose-Headers', 'DPoP-Nonce, WWW-Authenticate, Retry-After');
        ctx.set('Vary', 'Origin');
      }
      ctx.body = { error: err.error, error_description: err.description };
    }
  };
}
