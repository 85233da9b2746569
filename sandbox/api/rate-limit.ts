import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addressKey } from '../limits/address';
import { callerKeyOf } from './dpop/authenticate';
import { RateLimited } from './errors';

/** Per client-and-subject for token holders (from the verified token), per address (an IPv6 /64) otherwise. */
export const rateKeyOf = (request: FastifyRequest) =>
  request.caller ? `token:${callerKeyOf(request.caller)}` : `ip:${addressKey(request.ip)}`;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * @fastify/rate-limit's store and arithmetic, driven from our hooks so that the key comes from the verified token,
 * the 429 is one of our problem errors, and every response carries X-RateLimit-* (reset and Retry-After in seconds).
 * CORS preflights and control calls are not counted, only reported. A route with `config.ownRateLimit` is counted
 * against that limit instead (per key, per minute), so one request never meets two limits.
 */
export async function registerRateLimit(app: FastifyInstance, o: { max: number; windowMs: number }) {
  await app.register(rateLimit, { global: false });
  const api = app.createRateLimit({ max: o.max, timeWindow: o.windowMs, keyGenerator: rateKeyOf });
  const own = new Map<string, Limiter>();
  const limiterOf = (request: FastifyRequest): [Limiter, number] => {
    const config = request.routeOptions.config.ownRateLimit;
    if (!config) return [api, o.windowMs];
    const route = `${request.method} ${request.routeOptions.url}`;
    let limiter = own.get(route);
    if (!limiter) {
      limiter = app.createRateLimit({ max: config.max, timeWindow: 60_000, keyGenerator: config.key });
      own.set(route, limiter);
    }
    return [limiter, 60_000];
  };

  const report = async (request: FastifyRequest, reply: FastifyReply, increment: boolean) => {
    const [limiter, windowMs] = limiterOf(request);
    const r = await limiter(request, { increment });
    if (r.isAllowed) return;
    reply.header('x-ratelimit-limit', r.max);
    reply.header('x-ratelimit-remaining', r.remaining);
    reply.header('x-ratelimit-reset', r.ttl > 0 ? r.ttlInSeconds : Math.ceil(windowMs / 1000));
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
