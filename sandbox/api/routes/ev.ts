import type { FastifyInstance } from 'fastify';
import { NO_QUERY } from '../../../contract/query';
import type { Simulator } from '../../sim/types';
import { vehicleRoute } from '../vehicle-route';

/** A charging session's place is a location: withheld (null) where the caller may not see location. */
export const registerEv = (app: FastifyInstance, sim: Simulator) =>
  vehicleRoute(app, {
    path: '/v1/vehicles/:vin/ev',
    category: 'ev',
    query: NO_QUERY,
    load: (vin, _query, access) => {
      const body = sim.ev(vin);
      if (!body?.chargingSession || access.categories.includes('location')) return body;
      return { ...body, chargingSession: { ...body.chargingSession, location: null } };
    },
  });
