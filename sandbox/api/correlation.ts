import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** SPEC §7: echo a valid incoming X-Correlation-ID (a UUID), otherwise mint one. */
export function correlationIdOf(request: FastifyRequest): string {
  const incoming = request.headers['x-correlation-id'];
  return typeof incoming === 'string' && UUID.test(incoming) ? incoming.toLowerCase() : randomUUID();
}
