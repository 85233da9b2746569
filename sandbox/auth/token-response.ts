import type { KoaContext, Middleware } from 'oidc-provider';
import { authorizationDetailsFor, type Principal } from '../permissions';

function principalOf(ctx: KoaContext): Principal | undefined {
  const { AccessToken, ClientCredentials } = ctx.oidc.entities;
  if (AccessToken?.accountId) return { kind: 'account', accountId: AccessToken.accountId };
  const clientId = ctx.oidc.client?.clientId;
  if (ClientCredentials && clientId) return { kind: 'client', clientId };
  return undefined;
}

/**
 * Post-middleware on the token endpoint (oidc-provider has no option for extra response members; RFC 6749 §5.1
 * allows them): `authorization_details` (RFC 9396 shape) for every grant, and `refresh_expires_in` from the
 * refresh token just issued (the rotated one after a refresh).
 */
export const tokenResponseExtras: Middleware = async (ctx, next) => {
  await next();
  if (ctx.oidc?.route !== 'token' || ctx.status !== 200 || !ctx.body || typeof ctx.body !== 'object') return;
  const body = ctx.body as Record<string, unknown>;
  const principal = principalOf(ctx);
  if (principal) body.authorization_details = authorizationDetailsFor(principal);
  const refreshToken = ctx.oidc.entities.RefreshToken;
  if (body.refresh_token && refreshToken) body.refresh_expires_in = refreshToken.remainingTTL;
};
