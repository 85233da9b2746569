import type { FastifyInstance } from 'fastify';
import { parseNoQuery } from '../../../contract';
import type { Simulator } from '../../sim/types';
import { vehicleRoute } from '../vehicle-route';

export const registerVehicle = (app: FastifyInstance, sim: Simulator) =>
  vehicleRoute(app, {
    path: '/v1/vehicles/:vin',
    category: 'vehicle',
    parseQuery: parseNoQuery,
    load: (vin) => sim.vehicle(vin),
  });
