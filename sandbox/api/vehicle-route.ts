import type { FastifyInstance, FastifyRequest } from 'fastify';
import { vinViolations, type CategoryId, type Violation } from '../../contract';
import { parseQuery, type QueryDescription, type QueryState, type RawQuery } from '../../contract/query';
import type { Access } from '../permissions';
import { authorize, unknownVehicle } from './authorize';
import { Internal, ValidationFailed } from './errors';

export type VehicleRouteSpec<D extends QueryDescription> = {
  path: string;
  category: CategoryId;
  /** The query parameters it takes (`NO_QUERY`: none). */
  query: D;
  /** The body, or undefined when the simulator has no such vehicle (404); `access` says what else the caller may see. */
  load: (vin: string, query: QueryState<D>, access: Extract<Access, { kind: 'granted' }>) => unknown;
};

export type VehicleRequest = FastifyRequest<{ Params: { vin: string }; Querystring: RawQuery }>;

/**
 * The first two steps of every endpoint under a vehicle: validate the VIN and query (400, every problem at once),
 * then authenticate (401, the credentials were checked in the onRequest hook). Validation first reveals nothing about
 * any vehicle; 401 comes before anything that could.
 */
export function validateThenAuthenticate<D extends QueryDescription>(request: VehicleRequest, query: D) {
  const { vin } = request.params;
  return { vin, ...checkRequest(request, query, vinViolations(vin)) };
}

/** The same two steps for any protected route: its path parameters' violations and its query (400), then 401. */
export function checkRequest<D extends QueryDescription>(
  request: FastifyRequest<{ Querystring: RawQuery }>,
  query: D,
  pathViolations: Violation[],
) {
  const parsed = parseQuery(query, request.query);
  const violations = [...pathViolations, ...(parsed.ok ? [] : parsed.violations)];
  if (violations.length || !parsed.ok) throw new ValidationFailed(violations);
  if (request.authFailure) throw request.authFailure;
  if (!request.caller) throw new Internal();
  return { query: parsed.value, caller: request.caller };
}

/**
 * A protected data endpoint. Order (documented in the README): validate the VIN and query (400) → authenticate (401,
 * the credentials were checked in the onRequest hook) → authorize scope and consent (403) → existence (404).
 */
export function vehicleRoute<D extends QueryDescription>(app: FastifyInstance, spec: VehicleRouteSpec<D>) {
  app.get<{ Params: { vin: string }; Querystring: RawQuery }>(
    spec.path,
    { config: { protected: true } },
    async (request, reply) => {
      const { vin, query, caller } = validateThenAuthenticate(request, spec.query);
      const access = authorize(caller, vin, spec.category, app.support);
      const body = spec.load(vin, query, access);
      if (body === undefined) throw unknownVehicle(vin);
      reply.header('cache-control', 'no-store');
      return body;
    },
  );
}
