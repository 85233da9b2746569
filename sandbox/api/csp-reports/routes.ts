import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ClearCspReportsQuery as ClearQuery,
  CSP_REPORT_BODY_LIMIT,
  CSP_REPORT_URI_TYPE,
  CSP_REPORTS_PATH,
  CspReportUriBody,
  CspViolationReportBody,
  REPORTS_JSON_TYPE,
  ReportingApiBody,
} from '../../../contract/csp-reports';
import { addressKey } from '../../limits/address';
import { violationsOf } from '../control/violations';
import { ClientError, ValidationFailed } from '../errors';
import { guardedJsonParser } from '../json-body';
import { createCspReportStore, DEFAULT_CSP_REPORT_LIMITS, type CspReportLimits, type Violation } from './store';

const MEDIA_TYPES = [CSP_REPORT_URI_TYPE, REPORTS_JSON_TYPE];
const mediaType = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();

/** A report nests three levels; a deeper body is refused before anything walks it. */
const MAX_DEPTH = 16;

/** Leaves out what the report did not say, so a kept report holds no `undefined` members. */
const defined = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

function fromReportUri(body: unknown): Violation[] {
  const parsed = CspReportUriBody.safeParse(body);
  if (!parsed.success) throw new ValidationFailed(violationsOf(parsed.error, body), 'The CSP report is not valid.');
  const r = parsed.data['csp-report'];
  return [
    defined({
      via: 'report-uri' as const,
      documentUrl: r['document-uri'],
      blockedUrl: r['blocked-uri'] ?? '',
      // CSP Level 2 browsers send only the violated directive, with its value.
      effectiveDirective: r['effective-directive'] ?? r['violated-directive']?.split(' ')[0] ?? '',
      disposition: r.disposition ?? 'enforce',
      sourceFile: r['source-file'],
      lineNumber: r['line-number'],
      columnNumber: r['column-number'],
      sample: r['script-sample'],
    }),
  ];
}

function fromReportingApi(body: unknown): Violation[] {
  const parsed = ReportingApiBody.safeParse(body);
  if (!parsed.success) throw new ValidationFailed(violationsOf(parsed.error, body), 'The reports are not valid.');
  const out: Violation[] = [];
  for (const [i, report] of parsed.data.entries()) {
    // Other report types (deprecation, intervention, …) may share the endpoint; only CSP violations are kept.
    if (report.type !== 'csp-violation') continue;
    const v = CspViolationReportBody.safeParse(report.body);
    if (!v.success) {
      const violations = violationsOf(v.error, report.body).map((x) => ({ ...x, field: `${i}.body.${x.field}` }));
      throw new ValidationFailed(violations, 'The reports are not valid.');
    }
    out.push(
      defined({
        via: 'reporting-api' as const,
        documentUrl: v.data.documentURL,
        blockedUrl: v.data.blockedURL ?? '',
        effectiveDirective: v.data.effectiveDirective,
        disposition: v.data.disposition ?? 'enforce',
        sourceFile: v.data.sourceFile,
        lineNumber: v.data.lineNumber,
        columnNumber: v.data.columnNumber,
        sample: v.data.sample,
      }),
    );
  }
  return out;
}

/**
 * `POST /csp-reports`: where the dashboard's CSP reports violations (`report-uri` and `report-to`), unauthenticated
 * as browsers send them; bounded (see the store), limited per address by a limit of its own instead of the API's,
 * bodies up to 16 KiB.
 * With control on, `GET /control/csp-reports` lists them and `DELETE /control/csp-reports` forgets them.
 */
export function registerCspReports(
  app: FastifyInstance,
  o: { control: boolean; now: () => number; limits?: Partial<CspReportLimits> },
) {
  const limits = { ...DEFAULT_CSP_REPORT_LIMITS, ...o.limits };
  const store = createCspReportStore({ limits, now: o.now });

  app.register(async (scope) => {
    scope.addContentTypeParser(MEDIA_TYPES, { parseAs: 'string' }, guardedJsonParser(scope, MAX_DEPTH));
    const ownRateLimit = { max: limits.perMinute, key: (request: FastifyRequest) => `csp:${addressKey(request.ip)}` };

    scope.post(
      CSP_REPORTS_PATH,
      { bodyLimit: CSP_REPORT_BODY_LIMIT, config: { ownRateLimit } },
      async (request, reply) => {
        const type = mediaType(request);
        if (!MEDIA_TYPES.includes(type))
          throw new ClientError(415, `Send ${MEDIA_TYPES.join(' or ')}, not ${type || 'no media type'}.`);
        const violations = type === CSP_REPORT_URI_TYPE ? fromReportUri(request.body) : fromReportingApi(request.body);
        for (const v of violations) store.add(addressKey(request.ip), v);
        return reply.code(204).send();
      },
    );

    if (!o.control) return;
    scope.get('/control/csp-reports', { config: { control: true } }, async () => store.list());
    scope.delete<{ Querystring: Record<string, unknown> }>(
      '/control/csp-reports',
      { config: { control: true } },
      async (request) => {
        const parsed = ClearQuery.safeParse(request.query);
        if (!parsed.success)
          throw new ValidationFailed(violationsOf(parsed.error, request.query), 'The ids are not valid.');
        return { cleared: store.clear(parsed.data.ids?.split(',')) };
      },
    );
  });
}
