/** The data API's property: every answer is a documented body or a well-formed problem, never a 5xx or a hang. */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'light-my-request';
import { expect } from 'vitest';
import type { OpenApiDocument } from '../../contract/openapi';
import { documentSchemas, type DocumentSchemas } from '../api/openapi-test-helpers';
import type { Harness } from '../api/testing';
import { ANSWER_WITHIN_MS, UUID, within } from './arbitraries';

export type ApiChecker = {
  schemas: DocumentSchemas;
  /** The documented operations of the data API itself (not those of the authorization server). */
  templates: { get: string[]; post: string[] };
  /**
   * Sends the request and checks the answer. With `target`, the request reaches the router with that request target
   * exactly as Node's parser hands it over (`//`, `http://[`), whatever light-my-request makes of `url`.
   */
  send(o: InjectOptions & { method: string; url: string }, target?: string): Promise<LightMyRequestResponse>;
  /** Statuses seen so far, to show that the properties reach both valid and refused requests. */
  statuses: Map<number, number>;
};

export async function apiChecker(h: Harness): Promise<ApiChecker> {
  const doc: OpenApiDocument = (await h.inject({ url: '/openapi.json' })).json();
  const schemas = documentSchemas(doc);
  await h.app.ready();
  const own = Object.entries(doc.paths).filter(([, item]) => !item.servers);
  const templates = {
    get: own.filter(([, item]) => item.get).map(([path]) => path),
    post: own.filter(([, item]) => item.post).map(([path]) => path),
  };
  const statuses = new Map<number, number>();
  return {
    schemas,
    templates,
    statuses,
    async send(o, target) {
      const what = `${o.method} ${target ?? o.url}`;
      const answer =
        target === undefined
          ? h.inject(o)
          : inject((req, res) => {
              req.url = target;
              h.app.routing(req, res);
            }, o);
      const res = await within(ANSWER_WITHIN_MS, what, answer);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      expectApiAnswer(res, schemas, o.method, what);
      return res;
    },
  };
}

/**
 * 2xx: the body the OpenAPI document gives for that operation and status (none for HEAD and preflights). Otherwise a
 * 4xx `application/problem+json` with only the Problem members, its own status, and the response's correlation id.
 */
export function expectApiAnswer(res: LightMyRequestResponse, schemas: DocumentSchemas, method: string, what: string) {
  const at = `${what} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, at).toBeLessThan(500);
  expect(String(res.headers['x-correlation-id']), at).toMatch(UUID);
  if (res.statusCode < 300) {
    expect(res.statusCode, at).toBeGreaterThanOrEqual(200);
    if (method === 'OPTIONS') return;
    expect(res.headers['content-type'], at).toMatch(/^application\/json/);
    if (method === 'HEAD') return;
    // RFC 9112 §3.2.2: an absolute-form target names the path after its origin.
    const target = res.raw.req.url!;
    const path = /^https?:\/\//i.test(target) ? new URL(target).pathname : target.split(/[?#]/)[0]!;
    const operation = schemas.operationOf(path);
    expect(operation, `${at}: a 2xx for an undocumented path`).toBeDefined();
    const parsed = schemas.body(operation!, method.toLowerCase(), res.statusCode).safeParse(res.json());
    expect(parsed.error?.issues ?? [], at).toEqual([]);
    return;
  }
  expect(res.statusCode, at).toBeGreaterThanOrEqual(400);
  expect(res.headers['content-type'], at).toMatch(/^application\/problem\+json/);
  if (method === 'HEAD') return;
  const body = res.json();
  expect(schemas.problem.safeParse(body).error?.issues ?? [], at).toEqual([]);
  expect(body.status, at).toBe(res.statusCode);
  expect(body.correlationId, at).toBe(res.headers['x-correlation-id']);
}
