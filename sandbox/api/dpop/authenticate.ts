import type { IncomingMessage } from 'node:http';
import type { JWTVerifyGetKey } from 'jose';
import type { Principal } from '../../permissions';
import { InvalidRequest, RateLimited, Unauthorized } from '../errors';
import { screenAccessToken, verifyAccessToken, type AccessClaims } from './access-token';
import { PROOF_MAX_AGE_S } from '../../../contract/dpop';
import { proofKeyThumbprint, screenProof, verifyProofSignature } from './dpop-proof';
import { normaliseHtu } from './htu';
import { NonceIssuer } from './nonce';
import { ReplayCache, type ReplayLimits } from './replay-cache';

/** Who made a request, from a verified DPoP-bound access token. */
export type Caller = {
  principal: Principal;
  clientId: string;
  subject: string | undefined;
  scopes: string[];
  claims: AccessClaims;
};

export type AuthenticatorOptions = {
  getKey: JWTVerifyGetKey;
  issuer: string;
  audience: string;
  /** The API's external base URL, against which proof `htu` values are checked. */
  publicUrl: string;
  now: () => number;
  dpopNonce: boolean;
  replayCache: ReplayLimits;
};

/** A proof that passed every check: recorded (RFC 9449 §11.1) only once its request is within the rate limit. */
export type ProofRecord = { caller: string; key: string; expiresAt: number };

type Verified = { caller: Caller; proof: ProofRecord };

/** One key per client and subject: the rate limit's key and the caller's partition of the replay cache. */
export const callerKeyOf = (caller: Pick<Caller, 'clientId' | 'subject'>) =>
  `${caller.clientId}:${caller.subject ?? ''}`;

const TOKEN68 = /^[A-Za-z0-9\-._~+/]+=*$/;

const replayed = () => new Unauthorized('invalid_dpop_proof', 'The DPoP proof has already been used (jti replay).');

const unbound = () =>
  new Unauthorized('invalid_token', 'Invalid DPoP key binding: the proof key is not the key the token is bound to.');

/** Every value of one request header, however Node joined them (RFC 9449 §4.3 step 1 needs exactly one). */
function headerValues(raw: IncomingMessage, name: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < raw.rawHeaders.length; i += 2)
    if (raw.rawHeaders[i]!.toLowerCase() === name) out.push(raw.rawHeaders[i + 1]!);
  return out;
}

export function principalOf(claims: AccessClaims): Principal {
  return !claims.sub || claims.sub === claims.client_id
    ? { kind: 'client', clientId: claims.client_id }
    : { kind: 'account', accountId: claims.sub };
}

export function createAuthenticator(o: AuthenticatorOptions) {
  const replayCache = new ReplayCache(o.replayCache, o.now);
  const nonces = o.dpopNonce ? new NonceIssuer(o.now) : undefined;
  const base = new URL(o.publicUrl);

  /** RFC 9449 §7: the DPoP scheme only, a valid token, a valid proof bound to it, not seen before. */
  async function authenticate(raw: IncomingMessage, method: string, path: string): Promise<Verified> {
    // 1. Exactly one Authorization header with the DPoP scheme.
    const authorization = headerValues(raw, 'authorization');
    if (authorization.length === 0)
      throw new Unauthorized(
        undefined,
        'This endpoint needs a DPoP-bound access token (Authorization: DPoP <token>) and a DPoP proof.',
      );
    if (authorization.length > 1) throw new InvalidRequest('Authorization', 'must be given exactly once');
    const [scheme = '', token, ...extra] = authorization[0]!.split(' ');
    // §7.2: no Bearer, so a DPoP-bound token can never be downgraded.
    if (scheme.toLowerCase() === 'bearer')
      throw new Unauthorized('invalid_token', 'Bearer tokens are not accepted; use the DPoP scheme.');
    if (scheme.toLowerCase() !== 'dpop')
      throw new Unauthorized(undefined, 'Only the DPoP authorization scheme is accepted.');
    if (!token || extra.length || !TOKEN68.test(token))
      throw new Unauthorized('invalid_token', 'The Authorization header is malformed.');

    // 2. Exactly one DPoP header.
    const proofs = headerValues(raw, 'dpop');
    if (proofs.length === 0) throw new Unauthorized('invalid_dpop_proof', 'A DPoP proof (DPoP header) is required.');
    if (proofs.length > 1) throw new Unauthorized('invalid_dpop_proof', 'Exactly one DPoP header is allowed.');

    // 3. The token and the proof, checked as every transport checks them.
    const htu = normaliseHtu(`${base.protocol}//${base.host}${path.split(/[?#]/)[0]}`) ?? '';
    return checkCredentials(token, proofs[0]!, method, htu);
  }

  /**
   * A DPoP-bound access token and its proof, however they travelled (HTTP headers here, the MQTT CONNECT in
   * sandbox/stream): RFC 9068 for the token, RFC 9449 §4.3 and §7.1 for the proof, the binding, then replay.
   * `htu` is the normalised URI the proof must name. Every cheap check runs before any signature work, and nothing
   * is recorded: `recordProof` does that.
   */
  async function checkCredentials(token: string, proof: string, method: string, htu: string): Promise<Verified> {
    // 1. Without signatures: the token's claims, the proof's structure and claims, and the key binding (§6.1, §7.1).
    const bound = screenAccessToken(token, o);
    const screened = screenProof(proof, { method, htu, accessToken: token, now: o.now, nonces });
    const jkt = await proofKeyThumbprint(screened.jwk);
    if (jkt !== bound.jkt) throw unbound();

    // 2. The signatures: the token by the issuer's keys (RFC 9068), the proof by its own key.
    const claims = await verifyAccessToken(token, o);
    if (claims.cnf.jkt !== jkt) throw unbound();
    await verifyProofSignature(proof);

    // 3. Not used before (§11.1): a replay is refused here, before it could count against the caller's rate limit.
    const scopes = claims.scope.split(' ').filter(Boolean);
    const caller = { principal: principalOf(claims), clientId: claims.client_id, subject: claims.sub, scopes, claims };
    const record = {
      caller: callerKeyOf(caller),
      key: `${jkt}.${screened.jti}`,
      expiresAt: (screened.iat + PROOF_MAX_AGE_S) * 1000 + 1,
    };
    if (replayCache.has(record.caller, record.key)) throw replayed();
    return { caller, proof: record };
  }

  /**
   * Single use (§11.1): the proof is remembered in its caller's partition for as long as it would be fresh. A caller
   * whose partition is full, or a full cache, is told when to retry (429), and nothing unexpired is forgotten.
   */
  function recordProof(proof: ProofRecord): void {
    const verdict = replayCache.add(proof.caller, proof.key, proof.expiresAt);
    if (verdict === 'fresh') return;
    if (verdict === 'replayed') throw replayed();
    const own = verdict === 'caller-full';
    const seconds = Math.max(1, Math.ceil(replayCache.retryAfterMs(own ? proof.caller : undefined) / 1000));
    throw new RateLimited(
      seconds,
      own
        ? `Too many of this caller's DPoP proofs are still within their replay window; retry in ${seconds} s.`
        : `The server cannot accept more DPoP proofs right now; retry in ${seconds} s.`,
    );
  }

  /** Checks and records in one step, for transports without the HTTP rate limit (the MQTT broker). */
  async function verifyCredentials(token: string, proof: string, method: string, htu: string): Promise<Caller> {
    const verified = await checkCredentials(token, proof, method, htu);
    recordProof(verified.proof);
    return verified.caller;
  }

  return { authenticate, recordProof, verifyCredentials, replayCache, nonces };
}

export type Authenticator = ReturnType<typeof createAuthenticator>;
