import { toJSONSchema, type core } from 'zod/mini';
import { DATA_SCOPE } from '../endpoints';

export type Json = Record<string, unknown>;

/** A zod schema as JSON Schema 2020-12, without `$schema` (the document's `jsonSchemaDialect` says it once). */
export const schema = (s: core.$ZodType): Json => {
  const { $schema: _drop, ...rest } = toJSONSchema(s, { target: 'draft-2020-12', unrepresentable: 'any' }) as Json;
  return rest;
};
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const json = (name: string) => ({ 'application/json': { schema: ref(name) } });
export const problem = (name: string) => ({ $ref: `#/components/responses/${name}` });
export const header = (name: string) => ({ $ref: `#/components/headers/${name}` });

/** The headers every API answer carries. */
export const commonHeaders = {
  'X-Correlation-ID': header('CorrelationId'),
  'X-RateLimit-Limit': header('RateLimitLimit'),
  'X-RateLimit-Remaining': header('RateLimitRemaining'),
  'X-RateLimit-Reset': header('RateLimitReset'),
};

export const ok = (description: string, name: string, example?: unknown) => ({
  description,
  headers: commonHeaders,
  content: example === undefined ? json(name) : { 'application/json': { schema: ref(name), example } },
});

/** The problems a data request with a token can answer. */
export const protectedErrors = {
  400: problem('ValidationFailed'),
  401: problem('Unauthorized'),
  403: problem('Forbidden'),
  404: problem('NotFound'),
  429: problem('RateLimited'),
  500: problem('Internal'),
};

/** A GET under a vehicle: DPoP with the data scope, the VIN and the proof, the body on 200, the protected errors. */
export const vehicleGet = (o: {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  parameters?: unknown[];
  ok: ReturnType<typeof ok>;
}) => ({
  operationId: o.operationId,
  tags: o.tags,
  summary: o.summary,
  description: o.description,
  security: [{ DPoP: [DATA_SCOPE] }],
  parameters: [
    { $ref: '#/components/parameters/Vin' },
    { $ref: '#/components/parameters/DPoPProof' },
    ...(o.parameters ?? []),
  ],
  responses: { 200: o.ok, ...protectedErrors },
});
