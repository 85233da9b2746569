import type { FastifyInstance } from 'fastify';
import type { Health } from '../../../contract';

export const registerHealth = (app: FastifyInstance) =>
  app.get('/health', async (): Promise<Health> => ({ status: 'UP' }));
