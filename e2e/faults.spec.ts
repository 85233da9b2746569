/**
 * Issue 10, E2E under each fault of the data API (`PUT /control/faults`): no blank page and no uncaught error, the
 * failing section says what happened with its correlation id while the rest works, and retries are counted.
 * The petrol car does not stream, so nothing but the page asks for data. Session and stream faults:
 * faults-session.spec.ts.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiRequests, clearFaults, expectPage, setFaults, shownCorrelationId, watchPageErrors } from './support/faults';
import { signIn, VIN } from './support/sign-in';

const OVERVIEW = `/vehicles/${VIN.petrol}`;
const ALERTS = /\/alerts$/;
const activeAlerts = (page: Page) => page.getByRole('region', { name: 'Active alerts' });

test.afterEach(async ({ page }) => {
  await clearFaults(page);
});

/** The overview with its alerts failing: everything else on the page loads. */
async function overviewWithFailingAlerts(page: Page, fault: Parameters<typeof setFaults>[1]) {
  const errors = watchPageErrors(page);
  const alerts = apiRequests(page, ALERTS);
  await setFaults(page, { path: '/v1/vehicles/*/alerts', ...fault });
  await signIn(page, 'owner@example.com', OVERVIEW);
  await expectPage(page, 'Nordwind Falcon');
  const alert = activeAlerts(page).getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(page.getByRole('region', { name: 'Vehicle details' })).toContainText('Falcon');
  await expect(page.getByRole('region', { name: 'At a glance' }).locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(1);
  return { alert, alerts, errors };
}

test('500s on one endpoint: its section shows the problem with the correlation id after 2 retries; the rest works', async ({
  page,
}) => {
  const { alert, alerts, errors } = await overviewWithFailingAlerts(page, { serverError: { share: 1 } });
  await expect(alert).toContainText('Internal Server Error (HTTP 500)');
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(alerts).toHaveLength(3);
  const last = await alerts[2]!.response();
  expect(await shownCorrelationId(alert)).toBe(last!.headers()['x-correlation-id']);
  const counts = await clearFaults(page);
  expect(counts.applied.serverError).toBe(3);
  console.log(`500 on alerts: ${alerts.length} requests by the page, ${counts.applied.serverError} answered 500`);

  // Once the service is well again, one press of "Try again" brings the section back.
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(activeAlerts(page).getByRole('alert')).toHaveCount(0);
  await expect(activeAlerts(page)).toContainText(/No active alerts|active alert/);
  expect(errors).toEqual([]);
});

test('dropped connections: the section says the service is unreachable, with the id the request carried', async ({
  page,
}) => {
  const { alert, alerts, errors } = await overviewWithFailingAlerts(page, { dropConnection: { share: 1 } });
  await expect(alert).toContainText('Service unreachable');
  expect(alerts).toHaveLength(3);
  expect(await shownCorrelationId(alert)).toBe(alerts[2]!.headers()['x-correlation-id']);
  const counts = await clearFaults(page);
  // Chromium itself may resend a request whose reused connection closed without an answer: count both sides.
  expect(counts.applied.dropConnection).toBeGreaterThanOrEqual(3);
  console.log(`dropped: ${alerts.length} requests by the page, ${counts.applied.dropConnection} reached the sandbox`);
  expect(errors).toEqual([]);
});

test('a malformed body: the section says the answer was not understood, with its correlation id, and no retry', async ({
  page,
}) => {
  const { alert, alerts, errors } = await overviewWithFailingAlerts(page, { malformedBody: { share: 1 } });
  await expect(alert).toContainText('Unexpected response');
  await expect(alert).toContainText('the body is not JSON');
  expect(alerts).toHaveLength(1);
  expect(await shownCorrelationId(alert)).toBe((await alerts[0]!.response())!.headers()['x-correlation-id']);
  expect(errors).toEqual([]);
});

test('a truncated body: retried twice like a dropped connection, then the section says it was cut off', async ({
  page,
}) => {
  const { alert, alerts, errors } = await overviewWithFailingAlerts(page, { truncatedBody: { share: 1 } });
  await expect(alert).toContainText('Answer cut off');
  expect(alerts).toHaveLength(3);
  expect(await shownCorrelationId(alert)).toBe(alerts[2]!.headers()['x-correlation-id']);
  expect((await clearFaults(page)).applied.truncatedBody).toBe(3);
  expect(errors).toEqual([]);
});

test('added latency: every section loads, each request once', async ({ page }) => {
  const errors = watchPageErrors(page);
  const requests = apiRequests(page, /^\/v1\//);
  await setFaults(page, { latencyMs: 1500 });
  await signIn(page, 'owner@example.com', OVERVIEW);
  await expect(activeAlerts(page)).toContainText(/No active alerts|active alert/);
  await expect(page.getByRole('region', { name: 'Vehicle details' })).toContainText('Falcon');
  const urls = requests.map((r) => r.url());
  expect(new Set(urls).size).toBe(urls.length);
  expect((await clearFaults(page)).applied.latency).toBe(urls.length);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a 429 pauses every request to the API until Retry-After has passed, under one notice with a countdown', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  const status = page.waitForResponse((r) => r.url().endsWith('/status') && r.status() === 200);
  await signIn(page, 'owner@example.com', `${OVERVIEW}/status`);
  await status;
  const requests = apiRequests(page);
  await setFaults(page, { rateLimit: { next: 1, retryAfterSeconds: 6 } });

  const refused = page.waitForResponse((r) => r.status() === 429);
  await page.getByRole('link', { name: 'Alerts', exact: true }).click();
  const timing = (await refused).request().timing();
  const windowEnd = timing.startTime + timing.responseStart + 6000;
  const notice = page.getByRole('status').filter({ hasText: 'slow down' });
  await expect(notice).toHaveCount(1);
  await expect(notice.getByRole('timer')).toHaveText(/^[0-6] sec$/);

  // Inside the window another view asks for its data: it waits, calmly, and says so. (6 s: on a loaded machine the
  // view's chunk and first render took most of a 3 s window.)
  const clickedAt = await page.evaluate(() => Date.now());
  await page.getByRole('link', { name: 'Overview', exact: true }).click();
  await expect(activeAlerts(page)).toContainText('Waiting for the service');
  await expect(page.getByRole('alert')).toHaveCount(0);

  await expect(notice).toHaveCount(0);
  await expect(activeAlerts(page)).toContainText(/No active alerts|active alert/);
  await expect(page.getByRole('region', { name: 'Vehicle details' })).toContainText('Falcon');
  const late = requests.filter((r) => r.timing().startTime >= clickedAt);
  expect(late.length).toBeGreaterThan(0);
  // Every request asked for after the click left once the pause was over (the browser's own clock on both sides).
  const early = late.filter((r) => r.timing().startTime < windowEnd - 50);
  expect(early.map((r) => r.url())).toEqual([]);
  console.log(`429: ${late.length} requests held back until Retry-After, none inside the 6 s window`);
  expect(errors).toEqual([]);
});
