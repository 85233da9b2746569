import type { Middleware } from 'oidc-provider';
import type { AuthLimits } from './limits';
import { OAuthHttpError } from './oauth-error';
import { isRoute, ROUTES } from './routes';
import { callerAddress } from '../limits/address';
import { WindowCounts } from '../limits/window-counts';

type Rule = { name: keyof AuthLimits['rate']; route: string; methods: string[]; page: boolean };

/** The endpoints that store something for a caller nobody has signed in yet. */
const RULES: Rule[] = [
  // An interaction (and its cookie) per request.
  { name: 'authorization', route: ROUTES.authorization, methods: ['GET', 'HEAD', 'POST'], page: true },
  // A device code per request (RFC 8628 §3.1).
  { name: 'deviceAuthorization', route: ROUTES.device_authorization, methods: ['POST'], page: false },
  // A session holding the form's xsrf value; the POST starts an interaction.
  { name: 'codeVerification', route: ROUTES.code_verification, methods: ['GET', 'HEAD', 'POST'], page: true },
  { name: 'logout', route: ROUTES.end_session, methods: ['GET', 'HEAD', 'POST'], page: true },
  // DPoP proofs remembered against replay, and the signature checks themselves.
  { name: 'token', route: ROUTES.token, methods: ['POST'], page: false },
];

/**
 * Requests a minute per endpoint and caller address (never one budget for everyone, so a flood from one address
 * leaves every other caller served). Past the limit: 429 with `Retry-After` and `slow_down`, before anything is stored.
 */
export function rateLimits(limits: AuthLimits['rate'], maxKeys: number): Middleware {
  const counts = new WindowCounts(60_000, maxKeys);
  return async (ctx, next) => {
    const rule = RULES.find((r) => r.methods.includes(ctx.method) && isRoute(ctx.path, r.route));
    if (!rule) return next();
    const key = `${rule.name} ${callerAddress(ctx.req)}`;
    if (counts.count(key) >= limits[rule.name]) {
      const wait = counts.retryAfter(key);
      throw new OAuthHttpError(429, 'slow_down', `Too many requests from your address. Try again in ${wait} s.`, {
        page: rule.page,
        headers: { 'Retry-After': `${wait}` },
      });
    }
    counts.add(key);
    return next();
  };
}
