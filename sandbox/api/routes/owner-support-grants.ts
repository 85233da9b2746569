import type { FastifyInstance } from 'fastify';
import { CONSENT_REASONS, type OwnerSupportGrantsBody } from '../../../contract';
import { NO_QUERY } from '../../../contract/query';
import { accountOf } from '../../permissions';
import { carCategories, grantState } from '../../support';
import { relationTo, requireDataScope } from '../authorize';
import { ConsentForbidden } from '../errors';
import { validateThenAuthenticate, type VehicleRequest } from '../vehicle-route';
import { grantFacts } from './support-grant';

/**
 * `GET /v1/vehicles/{vin}/support-grants` (DESIGN §3): which support organisations can see the owner's car now, for
 * which case, what they see and until when; never which agent. Order: 400, 401, 403 (scope; not an owner), 404 (not
 * the caller's car, or no such car). Not recorded in the access record: it is the owner's own view.
 */
export const registerOwnerSupportGrants = (app: FastifyInstance) =>
  app.get(
    '/v1/vehicles/:vin/support-grants',
    { config: { protected: true } },
    async (request: VehicleRequest, reply) => {
      const { vin, caller } = validateThenAuthenticate(request, NO_QUERY);
      requireDataScope(caller);
      const account = accountOf(caller.principal);
      if (account?.role !== 'owner')
        throw new ConsentForbidden(
          "Only a car's owner sees the support grants on it; support staff see the grant they work under at /v1/vehicles/{vin}/support-grant.",
          CONSENT_REASONS.ownerOnly,
        );
      relationTo(caller, vin, app.support);
      const { grants } = app.support;
      const has = carCategories(vin);
      const active = grants
        .forVehicle(vin)
        .filter((g) => grantState(g, grants.now()) === 'active')
        .sort((a, b) => a.expiresAt - b.expiresAt)
        .map((g) => ({
          organisation: g.organisation,
          ...grantFacts(
            g,
            has.filter((c) => !g.categories.includes(c)),
          ),
        }));
      const body: OwnerSupportGrantsBody = { vin, active };
      reply.header('cache-control', 'no-store');
      return body;
    },
  );
