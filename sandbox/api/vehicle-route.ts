import type { FastifyInstance } from 'fastify';
import { vinViolations, type CategoryId, type Query, type Violation } from '../../contract';
import { authorize, unknownVehicle } from './auth/authorize';
import { Internal, ValidationFailed } from './errors';

type Parsed<Q> = { ok: true; value: Q } | { ok: false; violations: Violation[] };

export type VehicleRouteSpec<Q> = {
  path: string;
  category: CategoryId;
  parseQuery: (q: Query) => Parsed<Q>;
  /** The body, or undefined when the simulator has no such vehicle (404). */
  load: (vin: string, query: Q) => unknown;
};

/**
 * A protected data endpoint. Order (documented in the README): validate the VIN and query (400) → authenticate (401,
 * the credentials were checked in the onRequest hook) → authorize scope and consent (403) → existence (404).
 * Validation first reveals nothing about any vehicle; 401 comes before anything that could.
 */
export function vehicleRoute<Q>(app: FastifyInstance, spec: VehicleRouteSpec<Q>) {
  app.get<{ Params: { vin: string }; Querystring: Query }>(spec.path, {
    config: { protected: true },
    preHandler: async (request) => {
      const parsed = spec.parseQuery(request.query);
      const violations = [...vinViolations(request.params.vin), ...(parsed.ok ? [] : parsed.violations)];
      if (violations.length) throw new ValidationFailed(violations);
      if (request.authFailure) throw request.authFailure;
      if (!request.caller) throw new Internal();
      authorize(request.caller, request.params.vin, spec.category);
    },
  }, async (request, reply) => {
    const parsed = spec.parseQuery(request.query);
    if (!parsed.ok) throw new ValidationFailed(parsed.violations);
    const body = spec.load(request.params.vin, parsed.value);
    if (body === undefined) throw unknownVehicle(request.params.vin);
    reply.header('cache-control', 'no-store');
    return body;
  });
}
