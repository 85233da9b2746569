/**
 * Issue 10, E2E under the session and stream faults (`PUT /control/faults`, `POST /control/stream/disconnect`), and
 * nothing the user typed is lost when a request fails. A refresh token revoked mid-session: auth-session.spec.ts.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiRequests, clearFaults, expectPage, setFaults, watchPageErrors } from './support/faults';
import { signIn, VIN } from './support/sign-in';

const PETROL = `/vehicles/${VIN.petrol}`;
const alertsRegion = (page: Page) => page.getByRole('region', { name: 'Alerts' });
const loaded = (page: Page, path: string) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === path && r.status() === 200);

/**
 * The statuses of the refresh-token answers the page gets, a DPoP nonce challenge aside: told apart by its body's error
 * (`use_dpop_nonce`), since a real refusal may carry a DPoP-Nonce header too after the server rotated its nonce.
 */
function refreshes(page: Page, authUrl: string): () => Promise<number[]> {
  const seen: Promise<number | undefined>[] = [];
  page.on('response', (r) => {
    const form = new URLSearchParams(r.request().postData() ?? '');
    if (r.url() !== `${authUrl}/auth/token` || form.get('grant_type') !== 'refresh_token') return;
    seen.push(
      r.status() !== 400
        ? Promise.resolve(r.status())
        : r.json().then(
            (body: { error?: string }) => (body.error === 'use_dpop_nonce' ? undefined : r.status()),
            () => r.status(),
          ),
    );
  });
  return async () => (await Promise.all(seen)).filter((s) => s !== undefined);
}

test.afterEach(async ({ page }) => {
  await clearFaults(page);
});

test('DPoP nonce challenges (RFC 9449 §9) are met with one new proof each, unseen by the user', async ({ page }) => {
  const errors = watchPageErrors(page);
  const status = loaded(page, `/v1/vehicles/${VIN.petrol}/status`);
  await signIn(page, 'owner@example.com', `${PETROL}/status`);
  await status;
  const requests = apiRequests(page, /^\/v1\//);
  await setFaults(page, { nonceChallenge: { next: 100 } });
  await page.getByRole('link', { name: 'Overview', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Active alerts' })).toContainText(/No active alerts|active alert/);
  await expect(page.getByRole('region', { name: 'Vehicle details' })).toContainText('Falcon');
  await expect(page.getByRole('alert')).toHaveCount(0);

  const challenged = (await clearFaults(page)).applied.nonceChallenge;
  expect(challenged).toBeGreaterThan(0);
  // Each request was sent at most twice: once without the nonce, once with it.
  const perUrl = new Map<string, number>();
  for (const r of requests) perUrl.set(r.url(), (perUrl.get(r.url()) ?? 0) + 1);
  expect(Math.max(...perUrl.values())).toBeLessThanOrEqual(2);
  expect(requests.length).toBe(perUrl.size + challenged);
  console.log(`nonce: ${perUrl.size} resources, ${challenged} challenged, ${requests.length} requests in all`);
  expect(errors).toEqual([]);
});

test('a token that expires between requests: one refresh, and the page works', async ({ page, authUrl }) => {
  const errors = watchPageErrors(page);
  const status = loaded(page, `/v1/vehicles/${VIN.petrol}/status`);
  await signIn(page, 'owner@example.com', `${PETROL}/status`);
  await status;
  const refreshed = refreshes(page, authUrl);
  await setFaults(page, { expireTokens: {} });
  await page.getByRole('link', { name: 'Alerts', exact: true }).click();
  await expect(alertsRegion(page).getByRole('list', { name: 'Alerts' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await refreshed()).toEqual([200]);
  expect((await clearFaults(page)).applied.expiredToken).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('MQTT disconnect: the live indicator says reconnecting, then live again', async ({ page, apiUrl }) => {
  const errors = watchPageErrors(page);
  await signIn(page, 'owner@example.com', `/vehicles/${VIN.evSedan}`);
  const indicator = page.locator('.vehicle__meta [data-state]');
  await expect(indicator).toHaveAttribute('data-state', 'live', { timeout: 15_000 });
  // Every state the indicator takes, recorded in the page as it changes.
  await indicator.evaluate((el) => {
    const states: string[] = [];
    (window as unknown as { liveStates: string[] }).liveStates = states;
    new MutationObserver(() => states.push(el.getAttribute('data-state') ?? '')).observe(el, {
      attributes: true,
      attributeFilter: ['data-state'],
    });
  });
  const res = await page.request.post(`${apiUrl}/control/stream/disconnect`, { data: { vin: VIN.evSedan } });
  expect((await res.json()).disconnected).toBeGreaterThan(0);
  await page.waitForFunction(() => {
    const states = (window as unknown as { liveStates: string[] }).liveStates;
    return states.includes('reconnecting') && states.at(-1) === 'live';
  });
  await expect(indicator.getByRole('status')).toHaveText('Live');
  await expectPage(page, 'Voltara Aero');
  expect(errors).toEqual([]);
});

test('nothing typed is lost: the garage’s VIN and the alerts filters survive failed requests', async ({ page }) => {
  const errors = watchPageErrors(page);
  await setFaults(page, { path: '/v1/vehicles/*', serverError: { share: 1 } });
  await signIn(page, 'owner@example.com', '/vehicles');
  const vin = page.getByLabel('VIN');
  await vin.fill('SDXE1S2A2RA1');
  const cards = page.getByRole('list', { name: 'Vehicles' });
  await expect(cards.getByRole('alert').first()).toContainText('Internal Server Error');
  const retried = page.waitForResponse((r) => /\/v1\/vehicles\/\w+$/.test(r.url()) && r.status() === 500);
  await cards.getByRole('button', { name: 'Try again' }).first().click();
  await retried;
  await expect(cards.getByRole('alert').first()).toBeVisible();
  await expect(vin).toHaveValue('SDXE1S2A2RA1');

  await setFaults(page, { path: '/v1/vehicles/*/alerts', serverError: { share: 1 } });
  await page.goto(`${PETROL}/alerts`);
  await expect(alertsRegion(page).getByRole('alert')).toContainText('Internal Server Error');
  await page.getByRole('checkbox', { name: 'Warning' }).check();
  await page.getByLabel('Show').selectOption('active');
  await expect(alertsRegion(page).getByRole('alert')).toContainText('Internal Server Error');
  await expect(page.getByRole('checkbox', { name: 'Warning' })).toBeChecked();
  await expect(page.getByLabel('Show')).toHaveValue('active');

  await clearFaults(page);
  const request = page.waitForRequest((r) => new URL(r.url()).pathname.endsWith('/alerts'));
  await alertsRegion(page).getByRole('button', { name: 'Try again' }).click();
  const query = new URL((await request).url()).searchParams;
  expect(query.getAll('severity')).toEqual(['warning']);
  expect(query.get('active')).toBe('true');
  await expect(alertsRegion(page).getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);
});
