import type { FastifyInstance } from 'fastify';
import { CONSENT_REASONS, type SupportGrantBody } from '../../../contract';
import { NO_QUERY } from '../../../contract/query';
import { accountOf } from '../../permissions';
import type { SupportGrant } from '../../support';
import { relationTo, requireDataScope } from '../authorize';
import { ConsentForbidden } from '../errors';
import { validateThenAuthenticate, type VehicleRequest } from '../vehicle-route';

const iso = (ms: number) => new Date(ms).toISOString();

/** What both the agent and the owner are told of a grant: the case, what it shares and not, and when. */
export const grantFacts = (grant: SupportGrant, notShared: string[]) => ({
  caseReference: grant.caseReference,
  purpose: grant.purpose,
  categories: [...grant.categories],
  notShared,
  grantedAt: iso(grant.grantedAt),
  expiresAt: iso(grant.expiresAt),
});

/**
 * `GET /v1/vehicles/{vin}/support-grant` (DESIGN §3): the grant a staff caller works under for a car, so the agent's
 * dashboard can show the case, the purpose, what is shared and until when. Order as for data endpoints: 400, 401,
 * 403 (scope; not staff), 404 (no such car), 403 (no active grant, saying why). Not itself recorded: it returns no
 * vehicle data.
 */
export const registerSupportGrant = (app: FastifyInstance) =>
  app.get(
    '/v1/vehicles/:vin/support-grant',
    { config: { protected: true } },
    async (request: VehicleRequest, reply) => {
      const { vin, caller } = validateThenAuthenticate(request, NO_QUERY);
      requireDataScope(caller);
      const account = accountOf(caller.principal);
      if (!account?.staff)
        throw new ConsentForbidden(
          'Support grants are for support staff; owners see theirs at /v1/vehicles/{vin}/support-grants and manage them on the account page of the authorization server.',
          CONSENT_REASONS.staffOnly,
        );
      const access = relationTo(caller, vin, app.support);
      const body: SupportGrantBody = { vin, ...grantFacts(access.support!.grant, Object.keys(access.withheld)) };
      reply.header('cache-control', 'no-store');
      return body;
    },
  );
