import type { FastifyInstance } from 'fastify';
import {
  DTC_STATUSES,
  SEVERITIES,
  type DiagnosticsBody,
  type DtcStatus,
  type DtcSystem,
  type TroubleCode,
} from '../../../contract';
import { DIAGNOSTICS_QUERY, type DiagnosticsQuery } from '../../../contract/list-queries';
import { parseQuery } from '../../../contract/query';
import type { Simulator } from '../../sim/types';
import { compareText, compareTime, paginate, sortBy, type Comparators } from '../list';
import { vehicleRoute } from '../vehicle-route';

const rank = (list: readonly string[]) => (a: string, b: string) => list.indexOf(a) - list.indexOf(b);
const bySeverity = rank(SEVERITIES);
const byStatus = rank(DTC_STATUSES);

const comparators: Comparators<TroubleCode, DiagnosticsQuery['sort'][number]['field']> = {
  lastSeen: (a, b) => compareTime(a.lastSeen, b.lastSeen),
  firstSeen: (a, b) => compareTime(a.firstSeen, b.firstSeen),
  code: (a, b) => compareText(a.code, b.code),
  severity: (a, b) => bySeverity(a.severity, b.severity),
  status: (a, b) => byStatus(a.status, b.status),
  occurrences: (a, b) => a.occurrences - b.occurrences,
};

/** The body for one query: filtered by status and system, sorted, one page (DESIGN §3). */
export function diagnosticsBody(vin: string, all: TroubleCode[], q: DiagnosticsQuery): DiagnosticsBody {
  const filtered = all.filter(
    (c) =>
      (!q.status || q.status.includes(c.status as DtcStatus)) &&
      (!q.system || q.system.includes(c.system as DtcSystem)),
  );
  const { content, page } = paginate(sortBy(filtered, q.sort, comparators), q.page, q.size);
  return { vin, troubleCodes: content, page };
}

const DEFAULT_QUERY = (() => {
  const parsed = parseQuery(DIAGNOSTICS_QUERY, {});
  if (!parsed.ok) throw new Error('the diagnostics query has no valid default');
  return parsed.value;
})();

/** What the stream publishes: the REST body of the default query (every code, newest first). */
export const defaultDiagnosticsBody = (vin: string, all: TroubleCode[]) => diagnosticsBody(vin, all, DEFAULT_QUERY);

export const registerDiagnostics = (app: FastifyInstance, sim: Simulator) =>
  vehicleRoute(app, {
    path: '/v1/vehicles/:vin/diagnostics',
    category: 'diagnostics',
    query: DIAGNOSTICS_QUERY,
    load: (vin, q) => {
      const all = sim.diagnostics(vin);
      return all && diagnosticsBody(vin, all, q);
    },
  });
