import type { FastifyInstance } from 'fastify';
import type { Journey, JourneySummary } from '../../../contract';
import { JOURNEYS_QUERY, type JourneyQuery } from '../../../contract/list-queries';
import type { Simulator } from '../../sim/types';
import { compareTime, paginate, sortBy, startingBetween, type Comparators } from '../list';
import { vehicleRoute } from '../vehicle-route';

const comparators: Comparators<Journey, JourneyQuery['sort'][number]['field']> = {
  startTime: (a, b) => compareTime(a.startTime, b.startTime),
  endTime: (a, b) => compareTime(a.endTime, b.endTime),
  distance: (a, b) => a.distance - b.distance,
  duration: (a, b) => a.duration - b.duration,
  averageSpeed: (a, b) => a.averageSpeed - b.averageSpeed,
};

/** `from`/`to` filter on `startTime`, both inclusive (DESIGN §3). */
export function listJourneys(all: Journey[], q: JourneyQuery) {
  const page = paginate(
    sortBy(
      startingBetween(all, q, (j) => j.startTime),
      q.sort,
      comparators,
    ),
    q.page,
    q.size,
  );
  return q.fields === 'summary' ? { ...page, content: page.content.map(summary) } : page;
}

/** `fields=summary`: every member but the route (DESIGN §3, domain filters). */
function summary({ route: _route, ...rest }: Journey): JourneySummary {
  return rest;
}

export const registerJourneys = (app: FastifyInstance, sim: Simulator) =>
  vehicleRoute(app, {
    path: '/v1/vehicles/:vin/journeys',
    category: 'journeys',
    query: JOURNEYS_QUERY,
    load: (vin, q) => {
      const all = sim.journeys(vin);
      return all && listJourneys(all, q);
    },
  });
