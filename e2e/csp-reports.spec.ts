import { test, expect } from './fixtures';
import { cspReports, takeDeliberateReports } from './support/csp-reports';

test('a CSP violation in the dashboard reaches the sandbox’s report endpoint (report-uri)', async ({
  page,
  request,
}) => {
  // Nothing reported so far in this run (the rest of the run is checked by zz-csp-reports.spec.ts).
  expect(await cspReports(request)).toEqual([]);

  const response = await page.goto('/sign-in');
  const headers = response!.headers();
  // On http only report-uri: Chromium sends Reporting API (report-to) reports from https pages only.
  expect(headers['content-security-policy']).toMatch(/; report-uri http:\/\/localhost:4000\/csp-reports$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  // Two deliberate violations: an injected inline script, and a request to an origin connect-src does not list.
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__probe = 1';
    document.body.append(s);
    void fetch('http://localhost:4002/csp-probe').catch(() => undefined);
  });
  const reports = await takeDeliberateReports(request, [
    (r) => r.effectiveDirective === 'script-src-elem' && r.blockedUrl === 'inline',
    (r) => r.effectiveDirective === 'connect-src' && r.blockedUrl.startsWith('http://localhost:4002'),
  ]);
  for (const r of reports) {
    expect(r.documentUrl).toBe('http://localhost:5173/sign-in');
    expect(r.disposition).toBe('enforce');
    expect(r.via).toBe('report-uri');
  }
});
