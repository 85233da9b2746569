import type { FastifyInstance } from 'fastify';
import { NO_QUERY } from '../../../contract/query';
import type { Simulator } from '../../sim/types';
import { vehicleRoute } from '../vehicle-route';

export const registerHvBattery = (app: FastifyInstance, sim: Simulator) =>
  vehicleRoute(app, {
    path: '/v1/vehicles/:vin/ev/hv-battery',
    category: 'hv-battery',
    query: NO_QUERY,
    load: (vin) => sim.hvBattery(vin),
  });
