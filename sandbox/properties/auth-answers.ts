/**
 * The authorization server's property: never a 5xx, a crash or a hang, and each kind of endpoint answers in its own
 * form. OAuth endpoints (token, device authorization, revocation, userinfo, keys, metadata, unknown routes) answer
 * JSON, their errors an RFC 6749 §5.2 `error`; browser pages answer HTML or a redirect; the control routes answer
 * JSON, their errors problem details.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { inject, type InjectOptions, type Response } from 'light-my-request';
import { expect } from 'vitest';
import { buildOpenApiDocument } from '../../contract/openapi';
import { documentSchemas } from '../api/openapi-test-helpers';
import type { AuthServer } from '../auth';
import { API, ISSUER, type Agent } from '../auth/testing';
import { ANSWER_WITHIN_MS, within } from './arbitraries';

/** `target` is a request target that is no URL at all: any well-formed refusal will do. */
export type AnswerKind = 'oauth' | 'page' | 'control' | 'target';

const PAGES = /^\/(?:auth$|auth\/logout|device|interaction\/|account|static\/)/;
const OAUTH = /^\/(?:auth\/(?:token|jwks|revoke|userinfo|device)(?:\/|$)|\.well-known\/)/;

/** How the server answers at `path` (the path as the server decodes it, without query). */
export function kindOf(path: string): AnswerKind {
  if (path.startsWith('/control/')) return 'control';
  if (OAUTH.test(path)) return 'oauth';
  // `/auth/<uid>` resumes an authorization in the browser.
  if (PAGES.test(path) || /^\/auth\/[^/]+$/.test(path)) return 'page';
  return 'oauth';
}

export type AuthRequest = InjectOptions & { method: string; url: string };

export async function authChecker(server: AuthServer) {
  const schemas = documentSchemas(buildOpenApiDocument({ apiUrl: API, authUrl: ISSUER }));
  const statuses = new Map<string, number>();

  /** Checks the answer to a request for `url` (with `target`, the raw request target it was sent with). */
  async function checked(what: string, url: string, answer: Promise<Response>, target?: string): Promise<Response> {
    const res = await within(ANSWER_WITHIN_MS, what, answer);
    const path = URL.parse(target ?? url, ISSUER)?.pathname;
    const kind = path === undefined ? 'target' : kindOf(path);
    const seen = `${kind} ${res.statusCode}`;
    statuses.set(seen, (statuses.get(seen) ?? 0) + 1);
    expectAuthAnswer(res, kind, `${what} (${kind})`);
    if (path === '/auth/token' && res.statusCode === 200) {
      const parsed = schemas.body('/auth/token', 'post', 200).safeParse(res.json());
      expect(parsed.error?.issues ?? [], what).toEqual([]);
    }
    return res;
  }

  /**
   * Sends the request (with `target`, the request target exactly as Node's parser would hand it over, whatever
   * light-my-request makes of `url`) and checks the answer against the kind of endpoint it reached.
   */
  function send(o: AuthRequest, target?: string): Promise<Response> {
    const dispatch =
      target === undefined
        ? server.callback
        : (req: IncomingMessage, res: ServerResponse) => {
            req.url = target;
            server.callback(req, res);
          };
    const headers = { host: 'localhost:4001', ...(o.headers as Record<string, string>) };
    return checked(`${o.method} ${target ?? o.url}`, o.url, inject(dispatch, { ...o, headers }), target);
  }

  /** The same check for a request sent by a browser-like agent (with its cookies). */
  const viaAgent = (agent: Agent, o: AuthRequest) => checked(`${o.method} ${o.url}`, o.url, agent.request(o));

  return {
    send,
    viaAgent,
    statuses,
    seen: (kind: AnswerKind, status: number) => statuses.get(`${kind} ${status}`) ?? 0,
  };
}

const type = (res: Response) => String(res.headers['content-type'] ?? '');

type ErrorForm = 'oauth' | 'html' | 'problem';
/** The forms an error may take: oidc-provider renders its pages' errors as HTML or JSON as the request accepts. */
const ERROR_FORMS: Record<AnswerKind, ErrorForm[]> = {
  oauth: ['oauth'],
  page: ['html', 'oauth'],
  control: ['problem'],
  target: ['html', 'oauth', 'problem'],
};
const formOf = (res: Response): ErrorForm | undefined =>
  /^text\/html/.test(type(res))
    ? 'html'
    : /^application\/problem\+json/.test(type(res))
      ? 'problem'
      : /^application\/json/.test(type(res))
        ? 'oauth'
        : undefined;

export function expectAuthAnswer(res: Response, kind: AnswerKind, what: string) {
  const at = `${what} → ${res.statusCode} ${type(res)} ${res.payload.slice(0, 300)}`;
  expect(res.statusCode, at).toBeLessThan(500);
  expect(res.statusCode, at).toBeGreaterThanOrEqual(200);
  if (kind === 'target') expect(res.statusCode, `${at}: a request target that is no URL`).toBeGreaterThanOrEqual(400);
  if (res.raw.req.method === 'HEAD') return;
  const empty = res.payload === '';
  if (res.statusCode < 300) {
    if (empty) return;
    if (kind === 'page') return void expect(type(res), at).toMatch(/^text\/(html|css)/);
    expect(type(res), at).toMatch(/^application\/(json|jwk-set\+json)/);
    return void expect(() => res.json(), at).not.toThrow();
  }
  if (res.statusCode < 400) {
    expect(kind, `${at}: a redirect from an endpoint that should answer`).toBe('page');
    return void expect(res.headers.location, at).toBeTruthy();
  }
  const form = formOf(res);
  expect(ERROR_FORMS[kind], at).toContain(form);
  if (form === 'html') return;
  const body = res.json();
  if (form === 'oauth') {
    expect(typeof body.error, at).toBe('string');
    if (body.error_description !== undefined) expect(typeof body.error_description, at).toBe('string');
    return;
  }
  expect({ type: typeof body.type, title: typeof body.title, status: body.status }, at).toEqual({
    type: 'string',
    title: 'string',
    status: res.statusCode,
  });
}
