import { test, expect } from './fixtures';
import { raiseWarnings } from './support/control';
import { signIn, VIN } from './support/sign-in';
import { recordApiRequests, repeated, untilStreamSettled, VEHICLE_VIEWS } from './support/views';

/** The alerts view on a page of a longer list (the retained record, the car's newest alert, is on the last page). */
const PAGED_ALERTS = '/alerts?severity=warning&active=true&size=10&sort=raisedAt%2Casc';

const VIEWS = [
  { name: 'alerts, a page of several', path: PAGED_ALERTS, ready: 'Alerts' },
  { name: 'overview', path: '', ready: 'Active alerts' },
  { name: 'journeys', path: '/journeys', ready: 'Journey list' },
  // Views whose loader starts every query they show, and so do not wait for the restore (`startsEveryQuery`).
  ...VEHICLE_VIEWS.filter((view) => ['status', 'location', 'ev', 'battery'].includes(view.name)),
] as const;

for (const view of VIEWS) {
  test(`${view.name}: after a reload each request goes out once (the loader's, the restore and the stream's retained messages)`, async ({
    page,
    apiUrl,
  }) => {
    // Enough warnings for two pages of ten; the newest, the stream's retained record, is not on the first.
    await raiseWarnings(page, VIN.evSuv, 12, 'RELOAD', 'Reload warning');
    await signIn(page, 'owner@example.com', `/vehicles/${VIN.evSuv}${view.path}`);
    await expect(page.getByRole('heading', { name: view.ready, exact: true }).first()).toBeVisible();
    await expect(page.getByText(/last update/)).toBeVisible();
    await page.waitForLoadState('networkidle');

    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(`${apiUrl}/v1/`) && r.method() === 'GET') sent.push(r.url().replace(apiUrl, ''));
    });
    const apiRequests = recordApiRequests(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: view.ready, exact: true }).first()).toBeVisible();
    await expect(page.getByText(/last update/)).toBeVisible();
    await untilStreamSettled(page, apiRequests);

    expect(sent.length, 'the reload asked for its data').toBeGreaterThan(0);
    expect(repeated(sent), 'requests sent more than once after the reload (one request per answer)').toEqual([]);
  });
}
