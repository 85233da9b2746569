import { expect, type APIRequestContext } from '@playwright/test';
import { CspReportList, type CspReport } from '../../contract/csp-reports';
import { API } from './sign-in';

/** The CSP reports the sandbox has received (only with SANDBOX_CONTROL=1, as the e2e servers run). */
export async function cspReports(request: APIRequestContext): Promise<CspReport[]> {
  const res = await request.get(`${API}/control/csp-reports`);
  expect(res.status()).toBe(200);
  return CspReportList.parse(await res.json()).reports;
}

export type ReportMatch = (report: CspReport) => boolean;

/**
 * For a test that violates the CSP on purpose: waits until every expected violation has been reported, checks that
 * nothing else has, and forgets exactly those reports, so the run's last check (`zz-csp-reports.spec.ts`) still
 * finds the store empty. Returns them.
 */
export async function takeDeliberateReports(request: APIRequestContext, expected: ReportMatch[]): Promise<CspReport[]> {
  await expect
    .poll(async () => {
      const reports = await cspReports(request);
      return expected.map((match) => reports.some(match));
    })
    .toEqual(expected.map(() => true));
  const reports = await cspReports(request);
  const deliberate = reports.filter((r) => expected.some((match) => match(r)));
  expect(
    reports.filter((r) => !deliberate.includes(r)),
    'CSP violations besides the deliberate ones',
  ).toEqual([]);
  const res = await request.delete(`${API}/control/csp-reports?ids=${deliberate.map((r) => r.id).join(',')}`);
  expect(await res.json()).toEqual({ cleared: deliberate.length });
  return deliberate;
}
