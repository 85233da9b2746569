import { describe, expect, it } from 'vitest';
import { DATA_ENDPOINTS } from '../endpoints';
import { buildOpenApiDocument } from './index';
import type { QueryDescription } from '../query/describe';

const doc = buildOpenApiDocument({ apiUrl: 'http://localhost:4000', authUrl: 'http://localhost:4001', control: true });
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const PATH_ITEM_KEYS = [...METHODS, 'servers', 'parameters', 'summary', 'description', '$ref'];
type Obj = Record<string, unknown>;

function resolve(ref: string): unknown {
  expect(ref.startsWith('#/')).toBe(true);
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Obj | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
}
const deref = <T>(node: T): T => ((node as Obj).$ref ? (resolve(String((node as Obj).$ref)) as T) : node);

function* walk(node: unknown): Generator<Obj> {
  if (!node || typeof node !== 'object') return;
  yield node as Obj;
  for (const child of Object.values(node)) yield* walk(child);
}

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([k]) => METHODS.includes(k))
      .map(([method, op]) => ({ path, method, op: op as Obj })),
  );

describe('the OpenAPI document is valid 3.1 structure', () => {
  it('has the 3.1 root fields', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(doc.jsonSchemaDialect).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });
  it('paths start with / and path items hold only allowed keys', () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path.startsWith('/')).toBe(true);
      for (const key of Object.keys(item)) expect(PATH_ITEM_KEYS).toContain(key);
    }
  });
  it('every operation has a unique operationId and responses with descriptions under status codes', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { op } of operations()) {
      const responses = op.responses as Obj;
      expect(Object.keys(responses).length).toBeGreaterThan(0);
      for (const [code, response] of Object.entries(responses)) {
        expect(code).toMatch(/^([1-5]\d\d|[1-5]XX|default)$/);
        expect(typeof (deref(response) as Obj).description).toBe('string');
      }
    }
  });
  it('every path template parameter is declared as a required path parameter', () => {
    for (const { path, op } of operations()) {
      const declared = ((op.parameters as Obj[] | undefined) ?? []).map(deref).filter((p) => p.in === 'path');
      const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      expect(declared.map((p) => p.name).sort()).toEqual(names.sort());
      for (const p of declared) expect(p.required).toBe(true);
    }
  });
  it('every $ref resolves inside the document', () => {
    for (const node of walk(doc))
      if (typeof node.$ref === 'string') expect(resolve(node.$ref), node.$ref).toBeDefined();
  });
  it('security requirements name declared schemes; data endpoints require DPoP with vehicle:read', () => {
    const schemes = Object.keys((doc.components as { securitySchemes: Obj }).securitySchemes);
    for (const { op } of operations())
      for (const req of (op.security as Obj[] | undefined) ?? [])
        for (const name of Object.keys(req)) expect(schemes).toContain(name);
    for (const e of DATA_ENDPOINTS)
      expect((doc.paths[e.path]!.get as Obj).security).toEqual([{ DPoP: ['vehicle:read'] }]);
  });
  it('component schemas are JSON Schema 2020-12 objects from zod, without a per-schema $schema', () => {
    const schemas = (doc.components as { schemas: Record<string, Obj> }).schemas;
    for (const [name, schema] of Object.entries(schemas)) {
      expect(schema.$schema, name).toBeUndefined();
      expect(typeof schema.type === 'string' || Array.isArray(schema.anyOf) || Array.isArray(schema.oneOf), name).toBe(
        true,
      );
    }
    expect((schemas.Problem!.required as string[]).sort()).toEqual(['status', 'title', 'type']);
  });
  it('covers the authorization endpoints on the authorization server', () => {
    for (const path of ['/auth', '/auth/token', '/auth/jwks'])
      expect((doc.paths[path] as { servers: { url: string }[] }).servers[0]!.url).toBe('http://localhost:4001');
    const token = doc.paths['/auth/token']!.post as { requestBody: { content: Obj } };
    expect(Object.keys(token.requestBody.content)).toEqual(['application/x-www-form-urlencoded']);
  });
  it('leaves the control interface out unless it is on', () => {
    const off = buildOpenApiDocument({ apiUrl: 'http://a', authUrl: 'http://b' });
    expect(Object.keys(off.paths).some((p) => p.startsWith('/control'))).toBe(false);
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/control'))).toEqual([
      '/control/scenarios',
      '/control/clock',
      '/control/stream/disconnect',
      '/control/faults',
      '/control/csp-reports',
    ]);
  });
});

describe('query parameters in the OpenAPI document are the endpoints’ query descriptions', () => {
  it.each(DATA_ENDPOINTS.map((e) => [e.path, e.query] as const))('%s', (path, query) => {
    const parameters = ((doc.paths[path]!.get as Obj).parameters as Obj[]).map(deref).filter((p) => p.in === 'query');
    expect(parameters.map((p) => p.name)).toEqual(Object.keys(query));
    for (const [name, p] of Object.entries(query as QueryDescription)) {
      const { schema, explode } = parameters.find((q) => q.name === name) as { schema: Obj; explode?: boolean };
      switch (p.kind) {
        case 'integer':
          // A maximum that a second parameter widens (summary pages) is the wider one; the description says when.
          expect(schema).toEqual({
            type: 'integer',
            minimum: p.min,
            maximum: p.widerWhen?.max ?? p.max,
            default: p.default,
          });
          break;
        case 'boolean':
          expect(schema).toEqual({ type: 'boolean' });
          break;
        case 'instant':
          expect(schema).toEqual({ type: 'string', format: 'date-time' });
          break;
        case 'enum':
          expect(p.repeatable ? (schema.items as Obj).enum : schema.enum).toEqual(p.values);
          expect(explode === true).toBe(p.repeatable);
          break;
        case 'sort': {
          const pattern = new RegExp(String((schema.items as Obj).pattern));
          for (const field of p.fields) for (const d of ['', ',asc', ',desc']) expect(field + d).toMatch(pattern);
          expect('unknown,asc').not.toMatch(pattern);
          expect(schema.default).toEqual(p.default.map((k) => `${k.field},${k.direction}`));
          expect(explode).toBe(true);
        }
      }
    }
  });
});
