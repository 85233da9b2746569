import { test, expect } from './fixtures';
import { cspReports } from './support/csp-reports';

// Runs last (Playwright runs files in name order with one worker): tests that violate the CSP on purpose take their
// own reports (support/csp-reports.ts), so anything left here is a violation the dashboard made on its own.
test('no CSP violation was reported during the whole e2e run', async ({ request }) => {
  const reports = await cspReports(request);
  expect(
    reports.map((r) => `${r.effectiveDirective} ${r.blockedUrl} on ${r.documentUrl} (${r.count}×)`),
    'CSP reports received during the run',
  ).toEqual([]);
});
