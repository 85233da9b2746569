import type { KoaContext, Middleware } from 'oidc-provider';

/** Longer than any window in which oidc-provider accepts a proof (iat ±300 s, or nonces of ±2 × 60 s steps). */
const WINDOW_MS = 10 * 60 * 1000;
const MAX_JTI = 256;

function jtiOf(proof: string): string | undefined {
  try {
    const payload: unknown = JSON.parse(Buffer.from(proof.split('.')[1] ?? '', 'base64url').toString('utf8'));
    const jti = (payload as { jti?: unknown }).jti;
    return typeof jti === 'string' && jti.length <= MAX_JTI ? jti : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Rejects a replayed DPoP proof at the token endpoint *before* the code or refresh token is looked at.
 * oidc-provider 9.13 checks `jti` replay only after consuming the code (applyDpopBinding), so a replayed
 * proof would burn the client's code; RFC 9449 §11.1 and notes §1.3 A8 want the proof checked first.
 * A `jti` is remembered once a request got past proof validation (anything but invalid_dpop_proof/use_dpop_nonce).
 */
export function dpopReplayGuard(allowedOrigin: string): Middleware {
  const seen = new Map<string, number>();

  const forget = (now: number) => {
    for (const [jti, until] of seen) if (until <= now) seen.delete(jti);
  };

  const reject = (ctx: KoaContext) => {
    ctx.status = 400;
    ctx.set('Cache-Control', 'no-store');
    const origin = ctx.get('origin');
    if (origin === allowedOrigin) {
      ctx.set('Access-Control-Allow-Origin', origin);
      ctx.set('Access-Control-Expose-Headers', 'DPoP-Nonce, WWW-Authenticate');
      ctx.set('Vary', 'Origin');
    }
    ctx.body = { error: 'invalid_dpop_proof', error_description: 'DPoP proof JWT replay detected' };
  };

  return async (ctx, next) => {
    const proof = ctx.path === '/auth/token' && ctx.method === 'POST' ? ctx.get('dpop') : '';
    const jti = proof ? jtiOf(proof) : undefined;
    if (!jti) return next();
    const now = Date.now();
    forget(now);
    if (seen.has(jti)) return reject(ctx);
    await next();
    const error = (ctx.body as { error?: string } | undefined)?.error;
    if (error !== 'invalid_dpop_proof' && error !== 'use_dpop_nonce') seen.set(jti, now + WINDOW_MS);
  };
}
