import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { seriousIssues } from './support/axe';
import { scenario } from './support/control';
import { recordLayoutShift } from './support/layout-shift';
import { signIn, VIN } from './support/sign-in';
import { addDataLatency } from './support/views';

const CODE = 'B1A23';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const card = (page: Page, code: string) => page.getByRole('article', { name: code });

for (const [name, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`diagnostics (${name}): a code raised and cleared through control shows live, by system, with its freeze frame`, async ({
    page,
  }) => {
    await scenario(page, { kind: 'trouble-codes-erase', vin: VIN.evSedan });
    const cls = await recordLayoutShift(page);
    await addDataLatency(page, 600);
    await page.setViewportSize(viewport);
    await signIn(page, 'owner@example.com', `/vehicles/${VIN.evSedan}/diagnostics`);
    await expect(page.getByRole('heading', { name: 'Trouble codes', level: 2 })).toBeVisible();
    await expect(page.getByText(/^No trouble codes/)).toBeVisible();
    await page.waitForLoadState('networkidle');
    const shift = await cls();
    console.log(`diagnostics (${name}) cumulative layout shift ${shift.toFixed(3)} (data 600 ms late)`);
    expect(shift).toBeLessThan(0.1);
    await expect(page.locator('.vehicle__meta [data-state]')).toHaveAttribute('data-state', 'live', {
      timeout: 15_000,
    });

    // Raised through control: it appears without a reload, in its system's group, active.
    await scenario(page, { kind: 'trouble-code-raise', vin: VIN.evSedan, code: CODE, severity: 'warning', ecu: 'SCM' });
    const body = page.getByRole('list', { name: 'Body trouble codes' });
    await expect(body.getByRole('article', { name: CODE })).toBeVisible({ timeout: 15_000 });
    const raised = card(page, CODE);
    await expect(raised.getByText('Active', { exact: true })).toBeVisible();
    await expect(raised.getByText('Book a workshop visit soon.', { exact: false })).toBeVisible();
    await expect(raised.getByText('once')).toBeVisible();
    const frame = raised.getByRole('table', { name: `Readings when ${CODE} was set` });
    await expect(frame.getByRole('row', { name: /Odometer/ })).toContainText(/km|mi/);
    await expect(frame.getByRole('row', { name: /Battery charge/ })).toContainText('%');
    expect(await seriousIssues(page)).toEqual([]);

    // The alert it raised links to it.
    await page.getByRole('link', { name: 'Alerts' }).first().click();
    const link = page.getByRole('link', { name: `Trouble code ${CODE}: details and freeze frame` }).first();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/diagnostics#dtc-${CODE}$`));
    await expect(card(page, CODE)).toBeFocused();

    // Cleared through control: it stays as history, cleared.
    await scenario(page, { kind: 'trouble-code-clear', vin: VIN.evSedan, code: CODE });
    await expect(card(page, CODE).getByText('Cleared', { exact: true })).toBeVisible({ timeout: 15_000 });
    expect(await seriousIssues(page)).toEqual([]);
    await page.screenshot({ path: `test-results/diagnostics-${name}.png`, fullPage: true });
  });
}
