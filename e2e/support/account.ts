import { expect, type Page } from '@playwright/test';
import { DEMO_GRANTS } from '../../sandbox/support';
import { workerServers } from './servers';
import { DEMO_PASSWORD } from './sign-in';

/** Signs in on the authorization server's account page, where owners grant and revoke support access. */
export async function openAccount(page: Page, email: string): Promise<void> {
  await page.goto(`${workerServers().authUrl}/account`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

type Grant = { caseReference: string; purpose: string; location: boolean; days?: number };

/** On the account page: grants support access to a car with no active grant (location and journeys, or neither). */
export async function grantSupport(page: Page, vin: string, grant: Grant) {
  const form = page.locator(`#car-${vin}`);
  await form.getByLabel(/Case reference/).fill(grant.caseReference);
  await form.getByLabel(/Purpose/).fill(grant.purpose);
  if (grant.days) await form.getByLabel(/Access ends after/).fill(String(grant.days));
  await form.getByRole('checkbox', { name: 'Precise location' }).setChecked(grant.location);
  const journeys = form.getByRole('checkbox', { name: 'Journeys' });
  if ((await journeys.count()) > 0) await journeys.setChecked(grant.location);
  await form.getByRole('button', { name: 'Grant access' }).click();
  await expect(page.locator(`#car-${vin}`).getByRole('button', { name: 'Revoke access' })).toBeVisible();
}

/** On the account page: ends the car's active grant now. */
export async function revokeSupport(page: Page, vin: string): Promise<void> {
  await page.locator(`#car-${vin}`).getByRole('button', { name: 'Revoke access' }).click();
  await expect(page.locator(`#car-${vin}`)).toContainText('No support grant is active');
}

/** Grants the car's demo grant again (the sandbox keeps state across the run's specs, and later ones open it). */
export async function restoreDemoGrant(page: Page, vin: string): Promise<void> {
  const demo = DEMO_GRANTS.find((g) => g.vin === vin);
  if (!demo) throw new Error(`${vin} has no demo grant`);
  await grantSupport(page, vin, demo);
}
