import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from '../../../contract/openapi';

export function registerOpenApi(app: FastifyInstance, urls: { apiUrl: string; authUrl: string; control: boolean }) {
  const document = buildOpenApiDocument(urls);
  app.get('/openapi.json', async () => document);
}
