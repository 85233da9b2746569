import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { callerKeyOf } from './dpop/authenticate';
import { RateLimited } from './errors';

/** Per client-and-subject for token holders (from the verified token), per IP otherwise. */
export const rateKeyOf = (request: FastifyRequest) =>
  request.caller ? `token:${callerKeyOf(request.caller)}` : `ip:${request.ip}`;

/**
 * @fastify/rate-limit's store and arithmetic, driven from our hooks so that the key comes from the verified token,
 * the 429 is one of our problem errors, and every response carries X-RateLimit-* (reset and Retry-After in seconds).
 * CORS preflights and control calls are not counted, only reported.
 */
export async function registerRateLimit(app: FastifyInstance, o: { max: number; windowMs: number }) {
  await app.register(rateLimit, { global: false });
  const limiter = app.createRateLimit({ max: o.max, timeWindow: o.windowMs, keyGenerator: rateKeyOf });
  const windowS = Math.ceil(o.windowMs / 1000);

  const report = async (request: FastifyRequest, reply: FastifyReply, increment: boolean) => {
    const r = await limiter(request, { increment });
    if (r.isAllowed) return;
    reply.header('x-ratelimit-limit', r.max);
    reply.header('x-ratelimit-remaining', r.remaining);
    reply.header('x-ratelimit-reset', r.ttl > 0 ? r.ttlInSeconds : windowS);
    if (r.isExceeded) throw new RateLimited(r.ttlInSeconds);
  };

  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS' || request.routeOptions.config.control) return;
    await report(request, reply, true);
  });
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('x-ratelimit-limit')) await report(request, reply, false).catch(() => undefined);
  });
}
