import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { seriousIssues } from './support/axe';
import { clearFaults, setFaults, watchPageErrors } from './support/faults';
import { signIn, VIN } from './support/sign-in';
import { stat, statValue, VIEWPORTS } from './support/viewports';

/** "1,234.5 km" → 1234.5 (English number format). */
const figure = (text: string) => Number(text.replace(/[^\d.]/g, ''));

async function csvLines(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return {
    name: download.suggestedFilename(),
    lines: (await readFile((await download.path())!, 'utf8')).split('\r\n'),
  };
}

for (const viewport of VIEWPORTS) {
  test(`the sedan's report for 30 days: totals as the journeys view, every journey, CSV, print page, axe: ${viewport.name}`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const errors = watchPageErrors(page);
    await page.setViewportSize(viewport);
    await signIn(page, 'owner@example.com', `/vehicles/${VIN.evSedan}/journeys?range=30d`);
    // A price set in the browser, as the trends view keeps it: the report costs the range with it.
    await page.evaluate(() =>
      localStorage.setItem(
        'vds-prices',
        JSON.stringify({ currency: 'EUR', prices: [{ kind: 'kWh', from: '2020-01-01', amount: 0.3 }] }),
      ),
    );
    await page.reload();
    const journeysTotals = page.getByRole('region', { name: /^Totals/ });
    await expect(journeysTotals.getByText('Energy', { exact: true })).toBeVisible();
    const expected = {
      journeys: await stat(journeysTotals, 'Journeys'),
      distanceText: await stat(journeysTotals, 'Distance'),
      time: await stat(journeysTotals, 'Driving time'),
      energy: figure((await stat(journeysTotals, 'Energy')).split(' kWh')[0]!),
    };

    await page.getByRole('link', { name: 'Report for this range (print, PDF, CSV)' }).click();
    await expect(page).toHaveURL(new RegExp(`/vehicles/${VIN.evSedan}/summary\\?range=30d$`));
    await expect(page.getByRole('radio', { name: '30 days' })).toBeChecked();
    const totals = page.getByRole('region', { name: 'Totals' });
    await expect(totals.getByText('Energy used', { exact: true })).toBeVisible();
    await expect(statValue(totals, 'Journeys')).toHaveText(expected.journeys);
    await expect(statValue(totals, 'Distance')).toHaveText(expected.distanceText);
    await expect(statValue(totals, 'Driving time')).toHaveText(expected.time);
    const energy = figure((await stat(totals, 'Energy used')).split(' kWh')[0]!);
    expect(energy).toBeCloseTo(expected.energy, 1);
    expect(figure(await stat(totals, 'Cost'))).toBeCloseTo(energy * 0.3, 0);
    await expect(totals.getByText('Charged at home', { exact: true })).toBeVisible();
    await expect(totals.getByText('Consumption', { exact: true })).toBeVisible();

    const count = Number(expected.journeys.replace(/\D/g, ''));
    const table = page.getByRole('table', { name: /^Journeys / });
    await expect(table.getByRole('row')).toHaveCount(count + 1);
    const car = page.getByRole('region', { name: 'Car' });
    await expect(car).toContainText(VIN.evSedan);
    await expect(car).toContainText('Aero');
    await expect(page.getByRole('region', { name: 'State' }).getByText('Locks', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'State' }).getByText('Charge', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Active alerts' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Active trouble codes' })).toBeVisible();

    // The same data as CSV: a block per part, a row per journey, the totals.
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    const csv = await csvLines(page, 'Download CSV');
    expect(csv.name).toMatch(new RegExp(`^report-${VIN.evSedan}-\\d{4}-\\d{2}-\\d{2}-to-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    expect(csv.lines[0]).toMatch(new RegExp(`^Report,${VIN.evSedan},`));
    const head = csv.lines.indexOf('Start,End,Distance (km),Duration (min),Energy (kWh),Fuel (l)');
    expect(head).toBeGreaterThan(0);
    expect(csv.lines.indexOf('', head) - head - 1).toBe(count);
    expect(csv.lines).toContain(`Journeys,${count}`);
    expect(csv.lines.some((l) => l.startsWith('Cost (EUR),'))).toBe(true);

    // The page never scrolls sideways; the table scrolls in its own box on a phone.
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= innerWidth)).toBe(true);
    expect(await seriousIssues(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`report-${viewport.name}.png`), fullPage: true });

    // Print: no header, navigation, buttons or range picker; the car's heading, the range and the report stay.
    const printButton = page.getByRole('button', { name: 'Print', exact: true });
    const hiddenInPrint = [
      page.locator('.app-header'),
      page.locator('nav.tabs'),
      printButton,
      page.locator('.range-picker'),
    ];
    for (const part of hiddenInPrint) await expect(part).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    for (const part of hiddenInPrint) await expect(part).toBeHidden();
    await expect(page.locator('.app-footer')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Aero');
    await expect(table).toBeVisible();
    const colours = await page.evaluate(() => {
      const main = getComputedStyle(document.querySelector('.owner-report .section')!);
      return [main.color, main.backgroundColor];
    });
    expect(colours).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)']);
    await page.screenshot({ path: testInfo.outputPath(`report-${viewport.name}-print.png`), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    expect(errors).toEqual([]);
  });
}

test('the report in German; a failing part shows its problem and correlation id, the rest of the report stands', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, 'owner@example.com', '/vehicles');
  await page.evaluate(() => localStorage.setItem('vds-locale', 'de'));
  await page.goto(`/vehicles/${VIN.evSedan}/summary?range=30d`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: 'Bericht' })).toBeVisible();
  const table = page.getByRole('table', { name: /^Fahrten / });
  for (const name of ['Beginn', 'Ende', 'Strecke', 'Dauer', 'Energie'])
    await expect(table.getByRole('columnheader', { name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Zustand' }).getByText('Kilometerstand')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Summen' }).getByText('Zu Hause geladen')).toBeVisible();
  let csv = await csvLines(page, 'CSV herunterladen');
  expect(csv.lines[0]).toMatch(/^Bericht,/);
  expect(csv.lines).toContain('Beginn,Ende,Strecke (km),Dauer (min),Energie (kWh),Kraftstoff (l)');
  expect(csv.lines.some((l) => l.startsWith('Kilometerstand (km),'))).toBe(true);
  expect(await seriousIssues(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('report-de.png'), fullPage: true });

  // The journeys of another range fail: totals and list say why, with the correlation id; the rest stands.
  await setFaults(page, { path: `/v1/vehicles/${VIN.evSedan}/journeys`, serverError: { share: 1 } });
  try {
    await page.getByRole('radio', { name: /^90 / }).check();
    const totals = page.getByRole('region', { name: 'Summen' });
    await expect(totals.getByRole('alert')).toBeVisible({ timeout: 45_000 });
    await expect(totals.locator('.problem-alert__correlation code')).not.toBeEmpty();
    await expect(page.getByRole('region', { name: 'Zustand' }).getByText('Kilometerstand')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Fahrzeug' })).toContainText(VIN.evSedan);
    csv = await csvLines(page, 'CSV herunterladen');
    const missing = csv.lines[csv.lines.indexOf('Fahrten') + 1]!;
    expect(missing).toMatch(/^"?Nicht verfügbar: .*\(Korrelations-ID [\w-]+\)/);
    expect(csv.lines.some((l) => l.startsWith('Kilometerstand (km),'))).toBe(true);
    expect(csv.lines).not.toContain('Summen');
  } finally {
    await clearFaults(page);
  }
});
