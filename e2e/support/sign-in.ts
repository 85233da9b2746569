import { expect, type Page } from '@playwright/test';
import { workerServers } from './servers';

export const DEMO_PASSWORD = 'demo';

/** The words of the sign-in steps in each language (the dashboard's and the sandbox's pages). */
const WORDS = {
  en: { signIn: 'Sign in', email: 'Email', password: 'Password', allow: 'Allow', signOut: 'Sign out' },
  de: { signIn: 'Anmelden', email: 'E-Mail', password: 'Passwort', allow: 'Erlauben', signOut: 'Abmelden' },
} as const;

/** Signs in through the real pages: the dashboard's sign-in page, the sandbox's login and consent pages, back via /callback. */
export async function signIn(
  page: Page,
  email: string,
  returnTo = '/vehicles',
  lang: keyof typeof WORDS = 'en',
): Promise<void> {
  const w = WORDS[lang];
  const dashboard = workerServers().dashboardUrl;
  await page.goto(`/sign-in?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByRole('button', { name: w.signIn }).click();
  await page.getByLabel(w.email).fill(email);
  await page.getByLabel(w.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: w.signIn }).click();
  const allow = page.getByRole('button', { name: w.allow });
  // The consent page appears unless this account already granted the dashboard what it asks for.
  await Promise.race([
    allow.waitFor({ state: 'visible' }),
    page.waitForURL((u) => u.origin === dashboard && u.pathname !== '/callback'),
  ]);
  if (await allow.isVisible()) await allow.click();
  await page.waitForURL((u) => u.origin === dashboard && u.pathname !== '/callback' && u.pathname !== '/sign-in');
  // Signed in: on a phone the Sign out button sits, closed, behind the header's Menu button.
  await expect(page.getByRole('button', { name: w.signOut, includeHidden: true })).toBeAttached();
}

/** Demo VINs: the sandbox's own fleet, so the tests and the simulator cannot drift apart. */
export { VINS as VIN } from '../../sandbox/fleet';
