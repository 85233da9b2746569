import type { FastifyInstance } from 'fastify';
import { parseNoQuery } from '../../../contract';
import type { Simulator } from '../../sim/types';
import { vehicleRoute } from '../vehicle-route';

export const registerHvBattery = (app: FastifyInstance, sim: Simulator) =>
  vehicleRoute(app, {
    path: '/v1/vehicles/:vin/ev/hv-battery',
    category: 'hv-battery',
    parseQuery: parseNoQuery,
    load: (vin) => sim.hvBattery(vin),
  });
