import { z } from 'zod/mini';
import { lazySchema } from './lazy';

/**
 * CSP violation reports (CSP Level 3 §5): the sandbox's `POST {base_url}/csp-reports` takes both wire forms, the
 * `report-uri` body (`application/csp-report`) and the Reporting API's (`application/reports+json`, W3C Reporting §2.4).
 */
export const CSP_REPORTS_PATH = '/csp-reports';
export const CSP_REPORT_URI_TYPE = 'application/csp-report';
export const REPORTS_JSON_TYPE = 'application/reports+json';
/** Largest body accepted, in bytes: one report is well under 4 KiB. */
export const CSP_REPORT_BODY_LIMIT = 16 * 1024;

const text = (max: number) => z.string().check(z.maxLength(max));
const url = lazySchema(() => text(2048));
const count = lazySchema(() => z.optional(z.int().check(z.minimum(0))));
const disposition = lazySchema(() => z.optional(z.enum(['enforce', 'report'])));

/** `report-uri` form (CSP Level 2 §4.4): one report. Members a browser adds beyond these are ignored. */
export const CspReportUriBody = lazySchema(() =>
  z.object({
    'csp-report': z.object({
      'document-uri': url,
      referrer: z.optional(url),
      'blocked-uri': z.optional(url),
      'violated-directive': z.optional(text(256)),
      'effective-directive': z.optional(text(256)),
      'original-policy': z.optional(text(4096)),
      disposition,
      'source-file': z.optional(url),
      'line-number': count,
      'column-number': count,
      'status-code': count,
      'script-sample': z.optional(text(256)),
    }),
  }),
);
export type CspReportUriBody = z.infer<typeof CspReportUriBody>;

/** The `body` of a Reporting API report of type `csp-violation` (CSP Level 3 §5.3). */
export const CspViolationReportBody = lazySchema(() =>
  z.object({
    documentURL: url,
    referrer: z.optional(url),
    blockedURL: z.optional(url),
    effectiveDirective: text(256),
    originalPolicy: z.optional(text(4096)),
    sourceFile: z.optional(url),
    sample: z.optional(text(256)),
    disposition,
    statusCode: count,
    lineNumber: count,
    columnNumber: count,
  }),
);

/** Reporting API form: a batch of reports of any type; only `csp-violation` ones are kept. */
export const ReportingApiBody = lazySchema(() =>
  z
    .array(
      z.object({
        type: text(64),
        age: z.optional(z.number().check(z.minimum(0))),
        url,
        user_agent: z.optional(text(512)),
        body: z.unknown(),
      }),
    )
    .check(z.minLength(1), z.maxLength(20)),
);
export type ReportingApiBody = z.infer<typeof ReportingApiBody>;

/** One violation as the sandbox keeps it: the same violation again only counts up. */
export const CspReport = lazySchema(() =>
  z.object({
    id: z.string(),
    via: z.enum(['report-uri', 'reporting-api']),
    documentUrl: z.string(),
    blockedUrl: z.string(),
    effectiveDirective: z.string(),
    disposition: z.string(),
    sourceFile: z.optional(z.string()),
    lineNumber: z.optional(z.int()),
    columnNumber: z.optional(z.int()),
    sample: z.optional(z.string()),
    count: z.int(),
    firstSeen: z.string(),
    lastSeen: z.string(),
  }),
);
export type CspReport = z.infer<typeof CspReport>;

/** `GET {base_url}/control/csp-reports`: the kept reports, oldest first, and how many were let go to stay in bounds. */
export const CspReportList = lazySchema(() =>
  z.object({
    reports: z.array(CspReport),
    dropped: z.int(),
    limits: z.object({ maxReports: z.int(), maxPerSource: z.int(), perMinute: z.int() }),
  }),
);
export type CspReportList = z.infer<typeof CspReportList>;

/** Up to 100 report ids, comma-separated: `csp-1,csp-2`. */
export const CSP_REPORT_IDS = /^csp-\d{1,9}(,csp-\d{1,9}){0,99}$/;

/** `DELETE {base_url}/control/csp-reports?ids=csp-1,csp-2`: forget those reports (a test's deliberate ones); all without ids. */
export const ClearCspReportsQuery = lazySchema(() =>
  z.strictObject({
    ids: z.optional(z.string().check(z.regex(CSP_REPORT_IDS, 'must be up to 100 report ids, comma-separated'))),
  }),
);
