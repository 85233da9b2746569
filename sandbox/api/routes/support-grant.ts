import type { FastifyInstance } from 'fastify';
import { CONSENT_REASONS, vinViolations, type SupportGrantBody } from '../../../contract';
import { NO_QUERY, parseQuery, type RawQuery } from '../../../contract/query';
import { findAccount } from '../../accounts';
import { relationTo, requireDataScope } from '../dpop/authorize';
import { ConsentForbidden, Internal, ValidationFailed } from '../errors';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * `GET /v1/vehicles/{vin}/support-grant` (DESIGN §3): the grant a staff caller works under for a car, so the agent's
 * dashboard can show the case, the purpose, what is shared and until when. Order as for data endpoints: 400, 401,
 * 403 (scope; not staff), 404 (no such car), 403 (no active grant, saying why). Not itself recorded: it returns no
 * vehicle data.
 */
export const registerSupportGrant = (app: FastifyInstance) =>
  app.get<{ Params: { vin: string }; Querystring: RawQuery }>(
    '/v1/vehicles/:vin/support-grant',
    { config: { protected: true } },
    async (request, reply) => {
      const { vin } = request.params;
      const parsed = parseQuery(NO_QUERY, request.query);
      const violations = [...vinViolations(vin), ...(parsed.ok ? [] : parsed.violations)];
      if (violations.length) throw new ValidationFailed(violations);
      if (request.authFailure) throw request.authFailure;
      const caller = request.caller;
      if (!caller) throw new Internal();
      requireDataScope(caller);
      const account = caller.principal.kind === 'account' ? findAccount(caller.principal.accountId) : undefined;
      if (!account?.staff)
        throw new ConsentForbidden(
          'Support grants are for support staff; owners manage theirs on the account page of the authorization server.',
          CONSENT_REASONS.staffOnly,
        );
      const access = relationTo(caller, vin, app.support);
      const grant = access.support!.grant;
      const body: SupportGrantBody = {
        vin,
        caseReference: grant.caseReference,
        purpose: grant.purpose,
        categories: [...grant.categories],
        notShared: Object.keys(access.withheld),
        grantedAt: iso(grant.grantedAt),
        expiresAt: iso(grant.expiresAt),
      };
      reply.header('cache-control', 'no-store');
      return body;
    },
  );
