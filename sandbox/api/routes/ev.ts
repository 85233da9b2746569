import type { FastifyInstance } from 'fastify';
import { NO_QUERY } from '../../../contract/query';
import type { EvBody } from '../../../contract';
import type { Access } from '../../permissions';
import type { Simulator } from '../../sim/types';
import { vehicleRoute } from '../vehicle-route';

/** A charging session's place is a location: withheld (null) where the caller may not see location (REST and stream). */
export function evBodyFor(body: EvBody, access: Extract<Access, { kind: 'granted' }>): EvBody {
  if (!body.chargingSession || access.categories.includes('location')) return body;
  return { ...body, chargingSession: { ...body.chargingSession, location: null } };
}

export const registerEv = (app: FastifyInstance, sim: Simulator) =>
  vehicleRoute(app, {
    path: '/v1/vehicles/:vin/ev',
    category: 'ev',
    query: NO_QUERY,
    load: (vin, _query, access) => {
      const body = sim.ev(vin);
      return body && evBodyFor(body, access);
    },
  });
