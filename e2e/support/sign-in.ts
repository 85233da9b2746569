import { expect, type Page } from '@playwright/test';
import { workerServers } from './servers';

export const DEMO_PASSWORD = 'demo';

/** Signs in through the real pages: the dashboard's sign-in page, the sandbox's login and consent pages, back via /callback. */
export async function signIn(page: Page, email: string, returnTo = '/vehicles'): Promise<void> {
  const dashboard = workerServers().dashboardUrl;
  await page.goto(`/sign-in?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const allow = page.getByRole('button', { name: 'Allow' });
  // The consent page appears unless this account already granted the dashboard what it asks for.
  await Promise.race([
    allow.waitFor({ state: 'visible' }),
    page.waitForURL((u) => u.origin === dashboard && u.pathname !== '/callback'),
  ]);
  if (await allow.isVisible()) await allow.click();
  await page.waitForURL((u) => u.origin === dashboard && u.pathname !== '/callback' && u.pathname !== '/sign-in');
  // Signed in: on a phone the Sign out button sits, closed, behind the header's Menu button.
  await expect(page.getByRole('button', { name: 'Sign out', includeHidden: true })).toBeAttached();
}

/** Demo VINs: the sandbox's own fleet, so the tests and the simulator cannot drift apart. */
export { VINS as VIN } from '../../sandbox/fleet';
