import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { seriousIssues } from './support/axe';
import { recordLayoutShift } from './support/layout-shift';
import { scenario } from './support/control';
import { workerServers } from './support/servers';
import { signIn, VIN } from './support/sign-in';

const WALLBOX = 'VWB-22-0417-A';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/**
 * The sandbox's evening: every car's scenarios reset and the clock at the next 23:00 UTC, when the sedan is home from
 * its day and its night's charge has not begun (the sandbox otherwise runs on the real clock, any hour).
 */
async function eveningAtHome(page: Page) {
  await scenario(page, { kind: 'reset' });
  const clock = await (await page.request.get(`${workerServers().apiUrl}/control/clock`)).json();
  const evening = new Date(Date.parse(clock.now) + 86_400_000);
  evening.setUTCHours(23, 0, 0, 0);
  const res = await page.request.post(`${workerServers().apiUrl}/control/clock`, {
    data: { set: evening.toISOString() },
  });
  expect(res.ok()).toBe(true);
}

const connector = (page: Page, id: number) => page.getByRole('listitem', { name: `Connector ${id}` });

test('charger: the sedan plugs in, charges and leaves, live on the owner’s wallbox view (desktop, axe, no layout shift)', async ({
  page,
}) => {
  await eveningAtHome(page);
  await page.setViewportSize(DESKTOP);
  const layoutShift = await recordLayoutShift(page);
  await signIn(page, 'owner@example.com', '/chargers');
  await page.getByRole('link', { name: 'Open Garage wallbox' }).click();
  await expect(page.getByRole('heading', { name: 'Garage wallbox', level: 1 })).toBeVisible();
  await expect(page.locator('[data-state]').getByRole('status')).toHaveText('Live', { timeout: 15_000 });
  await expect(page.getByRole('table', { name: /Energy charged per month/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const cls = await layoutShift();
  console.log(`charger view cumulative layout shift ${cls.toFixed(3)}`);
  expect(cls).toBeLessThan(0.1);
  expect(await seriousIssues(page)).toEqual([]);

  const sedan = connector(page, 1);
  // Whichever state the connector shows once it has one (`isVisible` alone reads it once, maybe before it settles).
  const pluggedIn = sedan.getByText('Plugged in, not charging');
  await expect(sedan.getByText('Free').or(pluggedIn)).toBeVisible({ timeout: 15_000 });
  if (await pluggedIn.isVisible()) {
    // A day without a drive leaves last night's cable in: the car leaves first.
    await scenario(page, { kind: 'drive', vin: VIN.evSedan, speedKmh: 5 });
    await scenario(page, { kind: 'park', vin: VIN.evSedan });
  }
  await expect(sedan.getByText('Free')).toBeVisible({ timeout: 15_000 });
  await expect(sedan.getByText('No car plugged in')).toBeVisible();

  await scenario(page, { kind: 'charge-start', vin: VIN.evSedan, powerKW: 7.4 });
  await expect(sedan.getByText(/^Charging at 7(\.\d)? kW$/)).toBeVisible({ timeout: 15_000 });
  await expect(sedan.getByText(/Voltara Aero \(2024\) plugged in/)).toBeVisible();
  // The session list learns of the new session without a reload.
  await expect(
    page.getByRole('table', { name: /Charging sessions/ }).getByRole('cell', { name: 'Charging' }),
  ).toBeVisible({
    timeout: 15_000,
  });

  await scenario(page, { kind: 'charge-stop', vin: VIN.evSedan });
  await expect(sedan.getByText('Plugged in, not charging')).toBeVisible({ timeout: 15_000 });
  await scenario(page, { kind: 'drive', vin: VIN.evSedan, speedKmh: 30 });
  await expect(sedan.getByText('Free')).toBeVisible({ timeout: 15_000 });
  await scenario(page, { kind: 'park', vin: VIN.evSedan });
  await page.screenshot({ path: 'test-results/charger-desktop.png', fullPage: true });
});

test('charger: an owner without a charger is told so, and another’s charger is not found (phone, axe)', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'owner2@example.com', '/chargers');
  await expect(page.getByRole('heading', { name: 'No charger on this account' })).toBeVisible();
  expect(await seriousIssues(page)).toEqual([]);
  await page.goto(`/chargers/${WALLBOX}`);
  await expect(page.getByRole('heading', { name: 'No such charger on this account' })).toBeVisible();
});

test('charger: the wallbox view fits a phone, with a year of energy per month and a CSV export (axe)', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'owner@example.com', `/chargers/${WALLBOX}?range=12m`);
  await expect(page.getByRole('table', { name: /Energy charged per month/ }).getByRole('row')).toHaveCount(13);
  await expect(connector(page, 2)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await seriousIssues(page)).toEqual([]);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(
    /^charging-sessions-VWB-22-0417-A-\d{4}-\d{2}-to-\d{4}-\d{2}\.csv$/,
  );
  await page.screenshot({ path: 'test-results/charger-phone.png', fullPage: true });
});
