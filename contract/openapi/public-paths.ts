import { ok, problem } from './refs';

const publicOp = (operationId: string, summary: string, body: string) => ({
  get: {
    operationId,
    tags: ['public'],
    summary,
    security: [],
    responses: { 200: ok(summary, body), 429: problem('RateLimited'), 500: problem('Internal') },
  },
});

const document = (operationId: string, summary: string, description: string) => ({
  get: {
    operationId,
    tags: ['public'],
    summary,
    security: [],
    responses: {
      200: {
        description,
        content: { 'application/json': { schema: { type: 'object' } } },
      },
    },
  },
});

/** What the data API answers without a token: health, the catalog and its own API documents. */
export const publicPaths = {
  '/health': publicOp('health', 'Health check', 'Health'),
  '/v1/categories': publicOp('listCategories', 'Signal categories (metadata catalog)', 'Categories'),
  '/openapi.json': document('openapi', 'This document', 'OpenAPI 3.1 document'),
  '/asyncapi.json': document(
    'asyncapi',
    'The AsyncAPI 3.0 document of the MQTT stream (ws(s)://{base_url host}/mqtt)',
    'AsyncAPI 3.0 document',
  ),
};
