import type { FastifyInstance } from 'fastify';
import { SEVERITIES, type Alert, type Severity } from '../../../contract';
import { ALERTS_QUERY, type AlertQuery } from '../../../contract/list-queries';
import type { Simulator } from '../../sim/types';
import { compareText, compareTime, paginate, sortBy, type Comparators } from '../list';
import { vehicleRoute } from '../vehicle-route';

const rank = (s: string) => (SEVERITIES as readonly string[]).indexOf(s);

const comparators: Comparators<Alert, AlertQuery['sort'][number]['field']> = {
  raisedAt: (a, b) => compareTime(a.raisedAt, b.raisedAt),
  clearedAt: (a, b) => compareTime(a.clearedAt!, b.clearedAt!),
  severity: (a, b) => rank(a.severity) - rank(b.severity),
  code: (a, b) => compareText(a.code, b.code),
  title: (a, b) => compareText(a.title, b.title),
};

export function listAlerts(all: Alert[], q: AlertQuery) {
  const filtered = all.filter(
    (a) =>
      (!q.severity || q.severity.includes(a.severity as Severity)) && (q.active === undefined || a.active === q.active),
  );
  const sorted = sortBy(filtered, q.sort, comparators, (a, field) => field === 'clearedAt' && a.clearedAt === null);
  return paginate(sorted, q.page, q.size);
}

export const registerAlerts = (app: FastifyInstance, sim: Simulator) =>
  vehicleRoute(app, {
    path: '/v1/vehicles/:vin/alerts',
    category: 'alerts',
    query: ALERTS_QUERY,
    load: (vin, q) => {
      const all = sim.alerts(vin);
      return all && listAlerts(all, q);
    },
  });
