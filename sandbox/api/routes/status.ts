import type { FastifyInstance } from 'fastify';
import { parseNoQuery } from '../../../contract';
import type { Simulator } from '../../sim/types';
import { vehicleRoute } from '../vehicle-route';

export const registerStatus = (app: FastifyInstance, sim: Simulator) =>
  vehicleRoute(app, {
    path: '/v1/vehicles/:vin/status',
    category: 'status',
    parseQuery: parseNoQuery,
    load: (vin) => sim.status(vin),
  });
