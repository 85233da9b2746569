import { test, expect } from './fixtures';
import { signIn, VIN } from './support/sign-in';

test('switching the language keeps the page and its data: same address, no new request, words in the new language', async ({
  page,
  apiUrl,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'owner@example.com', `/vehicles/${VIN.evSedan}/status`);
  await expect(page.getByRole('heading', { name: 'Doors, windows and tyres' })).toBeVisible();
  const tyres = page.getByRole('list', { name: 'Tyres' });
  await expect(tyres.getByRole('listitem')).toHaveCount(4);
  const pressures = await tyres.textContent();
  const address = page.url();
  const requests: string[] = [];
  // The page's data (`/v1/…`); the footer's health line refreshes on its own minute, language or not.
  page.on('request', (r) => {
    if (r.url().startsWith(`${apiUrl}/v1/`)) requests.push(r.url());
  });

  await page.getByLabel('Language').selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: 'Türen, Fenster und Reifen' })).toBeVisible();
  const reifen = page.getByRole('list', { name: 'Reifen' });
  await expect(reifen.getByRole('listitem')).toHaveCount(4);
  // The same readings, now in German words and number format.
  await expect.poll(async () => (await reifen.textContent())?.match(/\d+/g)).toEqual(pressures?.match(/\d+/g));
  expect(page.url()).toBe(address);
  expect(requests).toEqual([]);

  // Kept: a reload shows German, and choosing English again switches back.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Türen, Fenster und Reifen' })).toBeVisible();
  await page.getByLabel('Sprache').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Doors, windows and tyres' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
