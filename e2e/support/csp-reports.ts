import { expect, type APIRequestContext } from '@playwright/test';
import { CspReportList, type CspReport } from '../../contract/csp-reports';
import { workerServers } from './servers';

/** The CSP reports this worker's sandbox has received (its control interface is on). */
export async function cspReports(request: APIRequestContext): Promise<CspReport[]> {
  const res = await request.get(`${workerServers().apiUrl}/control/csp-reports`);
  expect(res.status()).toBe(200);
  return CspReportList.parse(await res.json()).reports;
}

/** Every report the sandbox holds, forgotten there (the check after each test in `e2e/fixtures.ts`). */
export async function takeAllReports(apiUrl: string): Promise<CspReport[]> {
  const res = await fetch(`${apiUrl}/control/csp-reports`);
  if (res.status !== 200) throw new Error(`GET /control/csp-reports: ${res.status}`);
  const { reports } = CspReportList.parse(await res.json());
  if (reports.length) await fetch(`${apiUrl}/control/csp-reports`, { method: 'DELETE' });
  return reports;
}

export type ReportMatch = (report: CspReport) => boolean;

/**
 * For a test that violates the CSP on purpose: waits until every expected violation has been reported, checks that
 * nothing else has, and forgets exactly those reports, so the check after every test (`e2e/fixtures.ts`) finds the
 * store empty. Returns them.
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
  const res = await request.delete(
    `${workerServers().apiUrl}/control/csp-reports?ids=${deliberate.map((r) => r.id).join(',')}`,
  );
  expect(await res.json()).toEqual({ cleared: deliberate.length });
  return deliberate;
}
