import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { clearFaults, setFaults } from './support/faults';
import { recordLayoutShift } from './support/layout-shift';
import { workerServers } from './support/servers';
import { signIn, VIN } from './support/sign-in';
import { stat, statValue, VIEWPORTS } from './support/viewports';

async function journeysTotals(page: Page) {
  await page.goto(`/vehicles/${VIN.evSedan}/journeys?range=90d`);
  const totals = page.getByRole('region', { name: /^Totals/ });
  await expect(totals.getByText('Energy', { exact: true })).toBeVisible();
  return {
    journeys: await stat(totals, 'Journeys'),
    distance: await stat(totals, 'Distance'),
    time: await stat(totals, 'Driving time'),
    energy: await stat(totals, 'Energy'),
  };
}

for (const viewport of VIEWPORTS) {
  test(`the sedan's trends for 90 days: totals as the journeys view, table alternative, cost after a price, CSV, keyboard tooltip, axe: ${viewport.name}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const cls = await recordLayoutShift(page);
    await page.setViewportSize(viewport);
    await signIn(page, 'owner@example.com', `/vehicles/${VIN.evSedan}/journeys?range=90d`);
    const expected = await journeysTotals(page);

    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(`${workerServers().apiUrl}/v1/vehicles/${VIN.evSedan}/journeys`)) requests.push(r.url());
    });
    await page.goto(`/vehicles/${VIN.evSedan}/trends`);
    await expect(page.getByRole('radio', { name: 'Last 90 days' })).toBeChecked();
    const totals = page.getByLabel('Period totals');
    await expect(totals.getByText('Energy used', { exact: true })).toBeVisible();
    // Web-first: the trends are built off the main thread, the totals may show a build later.
    await expect(statValue(totals, 'Journeys')).toHaveText(expected.journeys);
    await expect(statValue(totals, 'Distance')).toHaveText(expected.distance);
    await expect(statValue(totals, 'Driving time')).toHaveText(expected.time);
    await expect(statValue(totals, 'Energy used')).toHaveText(expected.energy);
    // Summaries only: no route travels for trends.
    expect(requests.length).toBeGreaterThan(0);
    for (const url of requests) expect(new URL(url).searchParams.get('fields')).toBe('summary');
    await expect(page.getByRole('heading', { name: /Compared with the period before/ })).toBeVisible();
    // The EV's energy charged at home (its sessions on the owner's wallbox) against the energy it drove.
    await expect(statValue(totals, 'Charged at home')).toHaveText(/^[\d,.]+ kWh · \d+ %$/);
    const home = await stat(totals, 'Charged at home');
    const homeKWh = Number(home.split(' kWh')[0]!.replace(/,/g, ''));
    expect(homeKWh).toBeGreaterThan(0);
    await expect(page.getByRole('region', { name: 'Charged at home against energy driven per week' })).toBeVisible();

    // The table alternative of the distance chart: one row per week, the period's total last.
    const distance = page.getByRole('region', { name: 'Distance per week' });
    await distance.getByText('Show as a table').click();
    const table = distance.getByRole('table', { name: 'Distance per week' });
    await expect(table).toBeVisible();
    const rows = table.getByRole('row');
    await expect.poll(() => rows.count()).toBeGreaterThan(13);
    await expect(rows.last()).toContainText('Whole period');
    await expect(rows.last()).toContainText(expected.distance);

    // The chart's tooltip follows the arrow keys once the chart has focus.
    const chart = distance.getByRole('application');
    await chart.focus();
    await page.keyboard.press('ArrowRight');
    await expect(distance.locator('.recharts-tooltip-wrapper')).toBeVisible();
    await expect(distance.locator('.recharts-tooltip-wrapper')).toContainText('Distance');

    // Another period: the chart on screen stays while the new one loads (late on purpose), nothing moves when it
    // lands; a period already seen comes back from the cache without a request.
    await setFaults(page, { latencyMs: 800, path: `/v1/vehicles/${VIN.evSedan}/journeys` });
    const shiftBefore = await cls();
    await page.getByRole('radio', { name: 'Last 30 days' }).check();
    await expect(page.getByRole('status').filter({ hasText: 'Loading: Last 30 days' })).toBeVisible();
    await expect(distance.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Last 30 days, / })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Distance per day' })).toBeVisible();
    expect((await cls()) - shiftBefore).toBeLessThan(0.1);
    await clearFaults(page);
    const seen = requests.length;
    await page.getByRole('radio', { name: 'Last 90 days' }).check();
    await expect(page.getByRole('heading', { name: /^Last 90 days, / })).toBeVisible();
    expect(requests.length).toBe(seen);

    // A price from well before the period costs every journey; the CSV holds the same cost.
    const prices = page.getByRole('region', { name: 'Prices' });
    await prices.getByLabel('Amount (EUR)').fill('0.30');
    await prices.getByLabel('Applies from').fill('2020-01-01');
    await prices.getByRole('button', { name: 'Save price' }).click();
    await expect(prices.getByRole('list', { name: 'Prices' })).toContainText('per kWh from 2020-01-01');
    // The totals are built again with the price (off the main thread): the cost shows a build after the save.
    await expect(statValue(totals, 'Cost')).toHaveText(/€/);
    const cost = await stat(totals, 'Cost');
    await expect(page.getByRole('region', { name: 'Cost per week' })).toBeVisible();
    const kWh = Number(expected.energy.split(' kWh')[0]!.replace(/,/g, ''));
    const euros = Number(cost.replace(/[^\d.]/g, ''));
    expect(Math.abs(euros - kWh * 0.3)).toBeLessThan(0.05);

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe(`trends-${VIN.evSedan}-90d-by-week.csv`);
    const lines = (await readFile((await csv.path())!, 'utf8')).trimEnd().split('\r\n');
    const header = lines[0]!.split(',');
    expect(header).toContain('Cost (EUR)');
    const body = lines.slice(1).map((l) => l.split(','));
    const sum = (name: string) => body.reduce((a, r) => a + Number(r[header.indexOf(name)] || 0), 0);
    expect(sum('Journeys')).toBe(Number(expected.journeys.replace(/\D/g, '')));
    expect(Math.abs(sum('Cost (EUR)') - euros)).toBeLessThan(0.05);
    expect(Math.abs(sum('Charged at home (kWh)') - homeKWh)).toBeLessThan(0.15);

    // The page never scrolls sideways, on a phone either.
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= innerWidth)).toBe(true);
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
      [],
    );
    await prices.getByRole('button', { name: /Remove the price per kWh/ }).click();
    await expect(totals.getByText('Cost', { exact: true })).toHaveCount(0);
  });
}
