/** Shared by the data API's endpoint tests: callers other than the default owner, and the problem-details check. */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { VINS } from '../fleet';

export const V = VINS.evSedan;
export const OWNER2 = { claims: { sub: 'acct-owner-2' } };
export const SUPPORT = { claims: { sub: 'acct-support-1' } };
export const FLEET = { omit: ['sub'], claims: { client_id: 'fleet-demo', scope: 'vehicle:read' } };

/** An RFC 9457 problem of this status and type, with the response's correlation id and the request path as instance. */
export function expectProblem(res: LightMyRequestResponse, status: number, type: string) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = res.json();
  expect(body).toMatchObject({ type, status });
  expect(body.correlationId).toBe(res.headers['x-correlation-id']);
  expect(body.instance).toBe(res.raw.req.url!.split('?')[0]);
  return body as { detail: string; violations?: { field: string; rejectedValue: string; message: string }[] };
}

export const fields = (res: LightMyRequestResponse) =>
  (res.json().violations as { field: string }[]).map((v) => v.field);
