import type { Middleware } from 'oidc-provider';
import { PROOF_MAX_AGE_S } from '../../contract/dpop';
import { checkProof } from './dpop-proof';
import { OAuthHttpError } from './oauth-error';
import { isRoute, ROUTES } from './routes';
import type { ProofReplays } from './store/proof-replays';

/**
 * Rejects a replayed DPoP proof at the token endpoint *before* the code or refresh token is looked at.
 * oidc-provider 9.13 checks `jti` replay only after consuming the code (applyDpopBinding), so a replayed
 * proof would burn the client's code; RFC 9449 §11.1 and notes §1.3 A8 want the proof checked first.
 * Every path the router sends to the token endpoint is covered (any case, a trailing slash), and a `jti` is
 * recorded only once the proof's signature verified.
 */
export function dpopReplayGuard(replays: ProofReplays): Middleware {
  return async (ctx, next) => {
    const proof = ctx.method === 'POST' && isRoute(ctx.path, ROUTES.token) ? ctx.get('dpop') : '';
    if (!proof) return next();
    const { jkt, jti, iat } = await checkProof(proof, Date.now());
    // Kept until the proof is refused as too old anyway (one second more for rounding).
    const verdict = replays.add(jkt, jti, (iat + PROOF_MAX_AGE_S + 1) * 1000, basicClientId(ctx.get('authorization')));
    if (verdict === 'replayed') throw new OAuthHttpError(400, 'invalid_dpop_proof', 'DPoP proof JWT replay detected');
    if (verdict === 'busy') {
      throw new OAuthHttpError(429, 'slow_down', 'Too many token requests with this DPoP key. Try again in a minute.', {
        headers: { 'Retry-After': `${PROOF_MAX_AGE_S + 1}` },
      });
    }
    return next();
  };
}

/** The client id of HTTP Basic client authentication (RFC 6749 §2.3.1), where the request uses it. */
function basicClientId(authorization: string): string {
  const [scheme, credentials] = authorization.split(' ');
  if (scheme?.toLowerCase() !== 'basic' || !credentials) return '';
  const decoded = Buffer.from(credentials, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? '' : decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' '));
}
