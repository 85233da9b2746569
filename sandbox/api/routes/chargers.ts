import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHARGER_SCOPE, chargerIdViolations, type Charger, type ChargerSession } from '../../../contract/chargers';
import {
  CHARGER_SESSIONS_QUERY,
  CHARGERS_QUERY,
  type ChargerQuery,
  type ChargerSessionQuery,
} from '../../../contract/list-queries';
import type { QueryDescription, RawQuery } from '../../../contract/query';
import { chargersOwnedBy } from '../../permissions';
import type { Simulator } from '../../sim/types';
import type { Caller } from '../dpop/authenticate';
import { Forbidden, NotFound } from '../errors';
import { compareText, compareTime, paginate, sortBy, startingBetween, type Comparators } from '../list';
import { checkRequest } from '../vehicle-route';

type ChargerRequest = FastifyRequest<{ Params: { chargerId?: string }; Querystring: RawQuery }>;

const chargerComparators: Comparators<Charger, ChargerQuery['sort'][number]['field']> = {
  name: (a, b) => compareText(a.name, b.name),
  id: (a, b) => compareText(a.id, b.id),
  maxPowerKW: (a, b) => a.maxPowerKW - b.maxPowerKW,
};

const sessionComparators: Comparators<ChargerSession, ChargerSessionQuery['sort'][number]['field']> = {
  startTime: (a, b) => compareTime(a.startTime, b.startTime),
  endTime: (a, b) => compareTime(a.endTime!, b.endTime!),
  energyKWh: (a, b) => a.energyKWh - b.energyKWh,
  maxPowerKW: (a, b) => a.maxPowerKW - b.maxPowerKW,
};

/** `from`/`to` filter on `startTime`, both inclusive; a running session (no end yet) sorts last by `endTime`. */
export function listChargerSessions(all: ChargerSession[], q: ChargerSessionQuery) {
  const filtered = startingBetween(all, q, (s) => s.startTime);
  const running = (s: ChargerSession, field: string) => field === 'endTime' && s.endTime === null;
  return paginate(sortBy(filtered, q.sort, sessionComparators, running), q.page, q.size);
}

/**
 * Order (as for vehicles): validate the charger id and query (400, every problem at once) → authenticate (401) →
 * scope `charger:read` (403) → ownership (404: another account's charger is not revealed).
 */
function check<D extends QueryDescription>(request: ChargerRequest, query: D) {
  const id = request.params.chargerId;
  const checked = checkRequest(request, query, id === undefined ? [] : chargerIdViolations(id));
  requireChargerScope(checked.caller);
  return checked;
}

function requireChargerScope(caller: Caller) {
  if (!caller.scopes.includes(CHARGER_SCOPE))
    throw new Forbidden(`The access token lacks the ${CHARGER_SCOPE} scope.`, CHARGER_SCOPE);
}

function ownedCharger(caller: Caller, id: string) {
  if (!chargersOwnedBy(caller.principal).includes(id))
    throw new NotFound(`No charger ${id} is accessible to the caller.`);
  return id;
}

/** `GET /v1/chargers`, `GET /v1/chargers/{chargerId}` and its sessions (DESIGN §3). */
export function registerChargers(app: FastifyInstance, sim: Simulator) {
  const opts = { config: { protected: true } };

  app.get<{ Params: { chargerId?: string }; Querystring: RawQuery }>('/v1/chargers', opts, async (request, reply) => {
    const { query, caller } = check(request, CHARGERS_QUERY);
    const chargers = chargersOwnedBy(caller.principal).flatMap((id) => sim.charger(id) ?? []);
    reply.header('cache-control', 'no-store');
    return paginate(sortBy(chargers, query.sort, chargerComparators), query.page, query.size);
  });

  app.get<{ Params: { chargerId: string }; Querystring: RawQuery }>(
    '/v1/chargers/:chargerId',
    opts,
    async (request, reply) => {
      const { caller } = check(request, {});
      const body = sim.charger(ownedCharger(caller, request.params.chargerId));
      if (!body) throw new NotFound(`No charger ${request.params.chargerId} is accessible to the caller.`);
      reply.header('cache-control', 'no-store');
      return body;
    },
  );

  app.get<{ Params: { chargerId: string }; Querystring: RawQuery }>(
    '/v1/chargers/:chargerId/sessions',
    opts,
    async (request, reply) => {
      const { query, caller } = check(request, CHARGER_SESSIONS_QUERY);
      const all = sim.chargerSessions(ownedCharger(caller, request.params.chargerId));
      if (!all) throw new NotFound(`No charger ${request.params.chargerId} is accessible to the caller.`);
      reply.header('cache-control', 'no-store');
      return listChargerSessions(all, query);
    },
  );
}
