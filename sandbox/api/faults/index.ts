import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeJwt, type JWTPayload } from 'jose';
import { FaultsCommand, type FaultsState } from '../../../contract/control';
import { Internal, RateLimited, Unauthorized, ValidationFailed } from '../errors';
import { violationsOf } from '../control/violations';
import { FaultBoard, type Credentials } from './board';

type FaultOptions = {
  /** The token clock (the one `iat` and `exp` are read against). */
  now: () => number;
  /** The API's own DPoP nonce, when nonces are on: a challenge must carry one the real check accepts. */
  nonces?: { current(): string };
};

const claimsOf = (jwt: string | undefined): JWTPayload => {
  try {
    return jwt ? decodeJwt(jwt) : {};
  } catch {
    return {};
  }
};

/** The request's DPoP credentials as claimed, unverified: the API's own checks still run on whatever passes. */
function credentialsOf(request: FastifyRequest): Credentials | undefined {
  const { authorization, dpop } = request.headers;
  if (typeof authorization !== 'string' && typeof dpop !== 'string') return undefined;
  const token = typeof authorization === 'string' ? /^DPoP (\S+)$/i.exec(authorization)?.[1] : undefined;
  const claims = claimsOf(token);
  return {
    proofNonce: claimsOf(typeof dpop === 'string' ? dpop : undefined).nonce,
    tokenIatS: typeof claims.iat === 'number' ? claims.iat : undefined,
    subject: claims.sub,
  };
}

/** The first half of the body, then the connection closes before Content-Length is reached. */
function truncated(body: Buffer): Readable {
  const half = body.subarray(0, Math.floor(body.length / 2));
  let sent = false;
  return new Readable({
    read() {
      if (sent) return;
      sent = true;
      this.push(half);
      setImmediate(() => this.destroy(new Error('truncated by the fault control')));
    },
  });
}

const inScope = new WeakSet<FastifyRequest>();

/**
 * Fault injection for the data API (control interface only): latency, 500s, 429 bursts, spoiled bodies, dropped
 * connections, DPoP nonce challenges and expired tokens, steered by `PUT /control/faults` and counted by
 * `GET /control/faults`. Register after CORS (faults are readable by the browser) and before authentication.
 */
export function registerFaults(app: FastifyInstance, o: FaultOptions) {
  const nonces = o.nonces;
  const board = new FaultBoard(nonces && (() => nonces.current()));

  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.control || !board.matches(request.method, request.url.split('?')[0]!)) return;
    inScope.add(request);
    const latency = board.latencyMs();
    if (latency > 0) await sleep(latency);
    const fault = board.requestFault(credentialsOf(request));
    switch (fault?.kind) {
      case 'dropConnection':
        reply.hijack();
        request.raw.socket.destroy();
        return reply;
      case 'nonceChallenge':
        // RFC 9449 §9: the resource server demands a nonce; the client retries with it in a new proof.
        throw new Unauthorized('use_dpop_nonce', 'Resource server requires nonce in DPoP proof', fault.nonce);
      case 'expiredToken':
        throw new Unauthorized('invalid_token', 'The access token has expired.');
      case 'rateLimit':
        throw new RateLimited(fault.retryAfterSeconds);
      case 'serverError':
        // The same problem shape as a real 500, saying where it came from.
        throw new Internal(
          'An unexpected error occurred (injected by the sandbox fault control). Quote the correlation id.',
        );
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!inScope.has(request) || reply.statusCode >= 300 || typeof payload !== 'string') return payload;
    const fault = board.bodyFault();
    if (fault === 'malformedBody') return 'Injected fault: this body is not JSON.';
    if (fault === 'truncatedBody') {
      const body = Buffer.from(payload);
      reply.header('content-length', body.length);
      return truncated(body);
    }
    return payload;
  });

  app.get('/control/faults', { config: { control: true } }, async (): Promise<FaultsState> => board.state());

  app.put('/control/faults', { config: { control: true } }, async (request): Promise<FaultsState> => {
    const parsed = FaultsCommand.safeParse(request.body);
    if (!parsed.success)
      throw new ValidationFailed(violationsOf(parsed.error, request.body), 'The fault command is not valid.');
    board.set(parsed.data, o.now());
    // Answer only once every token issued before the answer is older than the cutoff (iat is in whole seconds).
    const cutoff = board.tokenCutoffMs;
    if (cutoff !== undefined) await sleep(Math.max(0, cutoff - o.now()));
    return board.state();
  });

  app.delete('/control/faults', { config: { control: true } }, async (): Promise<FaultsState> => {
    board.clear();
    return board.state();
  });
}
