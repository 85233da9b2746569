import type { FastifyInstance } from 'fastify';
import { parseNoQuery } from '../../../contract';
import type { Simulator } from '../../sim/types';
import { vehicleRoute } from '../vehicle-route';

export const registerEv = (app: FastifyInstance, sim: Simulator) =>
  vehicleRoute(app, { path: '/v1/vehicles/:vin/ev', category: 'ev', parseQuery: parseNoQuery, load: (vin) => sim.ev(vin) });
