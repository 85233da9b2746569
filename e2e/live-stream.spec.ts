import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { atRest, scenario } from './support/control';
import { signIn, VIN } from './support/sign-in';

const indicator = (page: Page) => page.locator('.vehicle__meta [data-state]');

async function expectLive(page: Page) {
  await expect(indicator(page)).toHaveAttribute('data-state', 'live', { timeout: 15_000 });
  await expect(indicator(page).getByRole('status')).toHaveText('Live');
}

const mapsHref = (page: Page) => page.getByRole('link', { name: 'Open in maps' }).getAttribute('href');

test('stream: drive moves the marker on the location view and on the overview without a reload', async ({ page }) => {
  await atRest(page, VIN.evSedan);
  await signIn(page, 'owner@example.com', `/vehicles/${VIN.evSedan}/location`);
  await expectLive(page);
  const before = await mapsHref(page);
  expect(before).toMatch(/^geo:/);
  await scenario(page, { kind: 'drive', vin: VIN.evSedan, speedKmh: 60 });
  try {
    await expect.poll(() => mapsHref(page), { timeout: 15_000 }).not.toBe(before);
    await expect(indicator(page)).toContainText(/last update/);

    const overview = page.getByRole('link', { name: 'Overview' });
    await overview.click();
    // Until the overview has replaced the location view (its map and marker stay on screen while the overview loads).
    await expect(overview).toHaveAttribute('aria-current', 'page');
    // The thumbnail map loads when it comes near the viewport: scrolled to, as a user would.
    const location = page.getByRole('region', { name: 'Location' });
    await location.scrollIntoViewIfNeeded();
    const marker = location.getByRole('region', { name: /Map thumbnail/ }).locator('.vehicle-marker');
    await expect(marker).toBeVisible();
    const at = () => marker.evaluate((el) => (el as HTMLElement).style.transform);
    const first = await at();
    await expect.poll(at, { timeout: 15_000 }).not.toBe(first);
  } finally {
    await scenario(page, { kind: 'park', vin: VIN.evSedan });
  }
});

test('stream: charge-start raises the state of charge and the power on the EV view', async ({ page, apiUrl }) => {
  await atRest(page, VIN.evSuv);
  await signIn(page, 'owner@example.com', `/vehicles/${VIN.evSuv}/ev`);
  await expectLive(page);
  const charge = page.getByRole('region', { name: 'Charge' });
  const soc = async () =>
    Number((await charge.getByText(/% charged, charge limit/).textContent())?.match(/^(\d+)/)?.[1]);
  const start = await soc();
  await scenario(page, { kind: 'charge-start', vin: VIN.evSuv, powerKW: 50 });
  try {
    // The simulator's clock moves on 20 minutes: the next tick publishes the risen charge.
    await page.request.post(`${apiUrl}/control/clock`, { data: { advanceMs: 20 * 60_000 } });
    await expect.poll(soc, { timeout: 15_000 }).toBeGreaterThan(start);
    await expect(charge.getByText(/Charging/).first()).toBeVisible();
  } finally {
    // Back at rest (twenty minutes at 50 kW may have reached the charge limit, which ends the charge by itself).
    await atRest(page, VIN.evSuv);
  }
});

test('stream: alert-raise shows the alert on the overview and in the filtered alerts list', async ({ page }) => {
  const title = `Live alert ${Date.now()}`;
  await signIn(page, 'owner@example.com', `/vehicles/${VIN.evSedan}`);
  await expectLive(page);
  await scenario(page, { kind: 'alert-raise', vin: VIN.evSedan, code: 'E2E-LIVE', severity: 'critical', title });
  // In the overview's alerts section: a live title may also show elsewhere on the page (strict mode would see two).
  await expect(page.getByRole('region', { name: 'Active alerts' }).getByText(title)).toBeVisible({ timeout: 15_000 });

  await page.goto(`/vehicles/${VIN.evSedan}/alerts?severity=info`);
  await expectLive(page);
  const list = page.getByRole('list', { name: 'Alerts' });
  await expect(list).toBeVisible();
  const second = `Live alert ${Date.now()} b`;
  await scenario(page, { kind: 'alert-raise', vin: VIN.evSedan, code: 'E2E-LIVE-B', severity: 'info', title: second });
  await scenario(page, {
    kind: 'alert-raise',
    vin: VIN.evSedan,
    code: 'E2E-LIVE-C',
    severity: 'critical',
    title: `${second} c`,
  });
  await expect(list.getByText(second, { exact: true })).toBeVisible({ timeout: 15_000 });
  // The list's filter holds: the critical one stays out.
  await expect(list.getByText(`${second} c`)).toHaveCount(0);
});

test('stream: survives a token refresh (make before break with a fresh token and proof)', async ({ page, authUrl }) => {
  const res = await page.request.post(`${authUrl}/control/token-lifetimes`, { data: { accessTokenTtl: 20 } });
  expect(res.ok()).toBe(true);
  try {
    await atRest(page, VIN.evSedan);
    await signIn(page, 'owner@example.com', `/vehicles/${VIN.evSedan}/location`);
    await expectLive(page);
    const sockets: string[] = [];
    page.on('websocket', (ws) => sockets.push(ws.url()));
    await scenario(page, { kind: 'drive', vin: VIN.evSedan, speedKmh: 60 });
    const refreshed = (n: number) =>
      page
        .waitForResponse((r) => r.url().startsWith(`${authUrl}/auth/token`) && r.ok(), { timeout: 30_000 })
        .then(() => n);
    // Past two refreshes, the first token has expired and the broker has closed its connection.
    await refreshed(1);
    await refreshed(2);
    await expect.poll(() => sockets.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    const after = await mapsHref(page);
    await expect.poll(() => mapsHref(page), { timeout: 15_000 }).not.toBe(after);
    await expectLive(page);
  } finally {
    await page.request.post(`${authUrl}/control/token-lifetimes`, { data: { accessTokenTtl: 300 } });
    await scenario(page, { kind: 'park', vin: VIN.evSedan });
  }
});

test('stream refused: the header says unavailable and the view polls REST', async ({ page, apiUrl }) => {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), livePollSeconds: 2 } });
  });
  await page.routeWebSocket(/\/mqtt$/, (ws) => ws.close({ code: 1011, reason: 'refused in test' }));
  await signIn(page, 'owner@example.com', `/vehicles/${VIN.evSedan}/status`);
  await expect(indicator(page)).toHaveAttribute('data-state', 'unavailable', { timeout: 20_000 });
  await expect(indicator(page)).toContainText('refreshing every 2 s');
  const statusRequest = () =>
    page.waitForRequest((r) => r.url() === `${apiUrl}/v1/vehicles/${VIN.evSedan}/status` && r.method() === 'GET');
  await statusRequest();
  await statusRequest();
});
