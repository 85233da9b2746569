import { expect, test } from './fixtures';
import { takeDeliberateReports } from './support/csp-reports';

const VIN = 'SDXE1S2A2RA100001';

test('the built app is served with a strict CSP and runs without a single violation', async ({
  page,
  apiUrl,
  authUrl,
  mqttUrl,
  dashboardUrl,
}) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (msg.text().startsWith('CSP-VIOLATION')) violations.push(msg.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.warn(`CSP-VIOLATION ${e.effectiveDirective} ${e.blockedURI}`),
    );
  });

  const response = await page.goto('/sign-in');
  const headers = response!.headers();
  const csp = headers['content-security-policy'] ?? '';
  // Inline only the page's own shell script, by its hash (scripts/inline-shell.ts).
  expect(csp).toMatch(/(^|; )script-src 'self' 'sha256-[\w+/]{43}='; style-src 'self'(;|$)/);
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(new RegExp(`connect-src 'self' ${apiUrl} ${authUrl} ${new URL(mqttUrl).origin}(;|$)`));
  // On http only report-uri: Chromium sends Reporting API (report-to) reports from https pages only.
  expect(csp.endsWith(`; report-uri ${apiUrl}/csp-reports`)).toBe(true);
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-content-type-options']).toBe('nosniff');

  // Sign in and open pages that use the API, the map and the charts.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill('owner@example.com');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL('/vehicles');
  for (const section of ['status', 'location', 'battery', 'journeys']) {
    // Until the network is quiet: everything the page loads has loaded (or been blocked and reported).
    await page.goto(`/vehicles/${VIN}/${section}`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: 'Voltara Aero' })).toBeVisible();
  }
  expect(violations).toEqual([]);

  // An injected inline script is blocked, and so is a request to an unlisted origin.
  const inlineRan = await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__inlineRan = true';
    document.body.append(s);
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(inlineRan).toBe(false);
  const exfiltrated = await page.evaluate(() =>
    fetch('http://localhost:4002/steal').then(
      () => true,
      () => false,
    ),
  );
  expect(exfiltrated).toBe(false);
  await expect
    .poll(() => violations)
    .toEqual([
      expect.stringMatching(/^CSP-VIOLATION script-src-elem inline/),
      expect.stringMatching(/^CSP-VIOLATION connect-src http:\/\/localhost:4002/),
    ]);
  // Both reached the sandbox's report endpoint; taken from it, so the check after the test finds none.
  const reports = await takeDeliberateReports(page.request, [
    (r) => r.effectiveDirective === 'script-src-elem' && r.blockedUrl === 'inline',
    (r) => r.effectiveDirective === 'connect-src' && r.blockedUrl.startsWith('http://localhost:4002'),
  ]);
  for (const r of reports) {
    expect(r.documentUrl).toBe(`${dashboardUrl}/vehicles/${VIN}/journeys`);
    expect(r.disposition).toBe('enforce');
    expect(r.via).toBe('report-uri');
  }
});
