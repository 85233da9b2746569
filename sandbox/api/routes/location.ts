import type { FastifyInstance } from 'fastify';
import { parseNoQuery } from '../../../contract';
import type { Simulator } from '../../sim/types';
import { vehicleRoute } from '../vehicle-route';

export const registerLocation = (app: FastifyInstance, sim: Simulator) =>
  vehicleRoute(app, {
    path: '/v1/vehicles/:vin/location',
    category: 'location',
    parseQuery: parseNoQuery,
    load: (vin) => sim.location(vin),
  });
