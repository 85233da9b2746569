import type { FastifyInstance } from 'fastify';
import { buildAsyncApiDocument } from '../../../contract/asyncapi';

/** The AsyncAPI 3.0 document of the MQTT stream, beside /openapi.json. */
export function registerAsyncApi(app: FastifyInstance, o: { apiUrl: string; maxPacketBytes?: number }) {
  const document = buildAsyncApiDocument(o);
  app.get('/asyncapi.json', async () => document);
}
