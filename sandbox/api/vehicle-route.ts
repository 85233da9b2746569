import type { FastifyInstance } from 'fastify';
import { vinViolations, type CategoryId } from '../../contract';
import { parseQuery, type QueryDescription, type QueryState, type RawQuery } from '../../contract/query';
import type { Access } from '../access';
import { authorize, unknownVehicle } from './dpop/authorize';
import { Internal, ValidationFailed } from './errors';

export type VehicleRouteSpec<D extends QueryDescription> = {
  path: string;
  category: CategoryId;
  /** The query parameters it takes (`NO_QUERY`: none). */
  query: D;
  /** The body, or undefined when the simulator has no such vehicle (404); `access` says what else the caller may see. */
  load: (vin: string, query: QueryState<D>, access: Extract<Access, { kind: 'granted' }>) => unknown;
};

/**
 * A protected data endpoint. Order (documented in the README): validate the VIN and query (400) → authenticate (401,
 * the credentials were checked in the onRequest hook) → authorize scope and consent (403) → existence (404).
 * Validation first reveals nothing about any vehicle; 401 comes before anything that could.
 */
export function vehicleRoute<D extends QueryDescription>(app: FastifyInstance, spec: VehicleRouteSpec<D>) {
  app.get<{ Params: { vin: string }; Querystring: RawQuery }>(
    spec.path,
    { config: { protected: true } },
    async (request, reply) => {
      const { vin } = request.params;
      const parsed = parseQuery(spec.query, request.query);
      const violations = [...vinViolations(vin), ...(parsed.ok ? [] : parsed.violations)];
      if (violations.length || !parsed.ok) throw new ValidationFailed(violations);
      if (request.authFailure) throw request.authFailure;
      if (!request.caller) throw new Internal();
      const access = authorize(request.caller, vin, spec.category, app.support);
      const body = spec.load(vin, parsed.value, access);
      if (body === undefined) throw unknownVehicle(vin);
      reply.header('cache-control', 'no-store');
      return body;
    },
  );
}
