import { CSP_REPORT_IDS, CSP_REPORT_URI_TYPE, CSP_REPORTS_PATH, REPORTS_JSON_TYPE } from '../csp-reports';
import { PROBLEM_CONTENT_TYPE } from '../problem';
import { json, problem, ref } from './refs';

const problemOf = (description: string) => ({
  description,
  content: { [PROBLEM_CONTENT_TYPE]: { schema: ref('Problem') } },
});

/** `POST /csp-reports` (every sandbox) and its control calls (with control on), for the OpenAPI document. */
export function cspReportPaths(control: boolean) {
  return {
    [CSP_REPORTS_PATH]: {
      post: {
        operationId: 'reportCspViolation',
        tags: ['public'],
        summary: 'Receive CSP violation reports (the dashboard’s report-uri and report-to endpoint)',
        description:
          'Unauthenticated, as browsers send reports. Bodies up to 16 KiB; 60 reports a minute per address beyond the API’s own limit; at most 500 distinct violations kept, 50 per address (a source replaces its own oldest), the same violation again only counts up.',
        security: [],
        requestBody: {
          required: true,
          content: {
            [CSP_REPORT_URI_TYPE]: { schema: ref('CspReportUriBody') },
            [REPORTS_JSON_TYPE]: { schema: ref('ReportingApiBody') },
          },
        },
        responses: {
          204: { description: 'Received' },
          400: problem('ValidationFailed'),
          413: problemOf('The body is over 16 KiB'),
          415: problemOf('Neither application/csp-report nor application/reports+json'),
          429: problem('RateLimited'),
        },
      },
    },
    ...(control
      ? {
          '/control/csp-reports': {
            get: {
              operationId: 'listCspReports',
              tags: ['sandbox control'],
              summary: 'The CSP reports received, oldest first',
              security: [],
              responses: {
                200: { description: 'The reports', content: json('CspReportList') },
              },
            },
            delete: {
              operationId: 'clearCspReports',
              tags: ['sandbox control'],
              summary: 'Forget the CSP reports named by `ids` (comma-separated), or every one',
              security: [],
              parameters: [
                {
                  name: 'ids',
                  in: 'query',
                  required: false,
                  schema: { type: 'string', pattern: CSP_REPORT_IDS.source },
                },
              ],
              responses: {
                200: {
                  description: 'How many distinct violations were forgotten',
                  content: {
                    'application/json': {
                      schema: { type: 'object', properties: { cleared: { type: 'integer' } }, required: ['cleared'] },
                    },
                  },
                },
                400: problem('ValidationFailed'),
              },
            },
          },
        }
      : {}),
  };
}
