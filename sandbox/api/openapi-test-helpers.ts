/** The OpenAPI document's own JSON Schemas, as zod schemas with strict objects, for tests that check answers. */
import { z } from 'zod';
import { expect } from 'vitest';
import type { OpenApiDocument } from '../../contract/openapi';

type Obj = Record<string, unknown>;
type JsonSchema = Parameters<typeof z.fromJSONSchema>[0];

export type DocumentSchemas = {
  /** The schema of the body of `method path` answering `status` (the test fails if the document has none). */
  body(path: string, method: string, status: number): z.ZodType;
  /** The Problem schema (RFC 9457 members and ours, nothing else). */
  problem: z.ZodType;
  /** The documented path template a request path falls under (`/v1/vehicles/{vin}` for `/v1/vehicles/X`), if any. */
  operationOf(path: string): string | undefined;
};

export function documentSchemas(doc: OpenApiDocument): DocumentSchemas {
  const resolve = (node: unknown): Obj => {
    const ref = (node as Obj).$ref;
    if (typeof ref !== 'string') return node as Obj;
    return resolve(
      ref
        .slice(2)
        .split('/')
        .reduce<unknown>((n, key) => (n as Obj)[key], doc),
    );
  };
  /** The schema with every `$ref` replaced by what it points to (the document has no recursive schemas). */
  const inline = (node: unknown): unknown =>
    Array.isArray(node)
      ? node.map(inline)
      : node && typeof node === 'object'
        ? Object.fromEntries(Object.entries(resolve(node)).map(([k, v]) => [k, inline(v)]))
        : node;

  const cache = new Map<string, z.ZodType>();
  function body(path: string, method: string, status: number): z.ZodType {
    const key = `${method} ${path} ${status}`;
    const known = cache.get(key);
    if (known) return known;
    const responses = (doc.paths[path]?.[method] as Obj | undefined)?.responses as Obj | undefined;
    expect(responses, `${method.toUpperCase()} ${path} is documented`).toBeDefined();
    const response = responses![String(status)];
    expect(response, `${method.toUpperCase()} ${path} documents status ${status}`).toBeDefined();
    const content = Object.values(resolve(response).content as Obj)[0] as Obj;
    const schema = z.fromJSONSchema(inline(content.schema) as JsonSchema);
    cache.set(key, schema);
    return schema;
  }

  const schemas = (doc.components as { schemas: Obj }).schemas;
  const templates = Object.keys(doc.paths).map((path) => ({
    path,
    pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }));

  return {
    body,
    problem: z.fromJSONSchema(inline(schemas.Problem) as JsonSchema),
    operationOf: (path) => templates.find((t) => t.pattern.test(path))?.path,
  };
}
