import type { FastifyInstance } from 'fastify';
import { NO_QUERY } from '../../../contract/query';
import type { Simulator } from '../../sim/types';
import { vehicleRoute } from '../vehicle-route';

export const registerLocation = (app: FastifyInstance, sim: Simulator) =>
  vehicleRoute(app, {
    path: '/v1/vehicles/:vin/location',
    category: 'location',
    query: NO_QUERY,
    load: (vin) => sim.location(vin),
  });
