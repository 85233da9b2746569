import { test, expect } from './fixtures';
import { signIn, VIN } from './support/sign-in';

test('the status view labels every tyre, door and lid in text and filters the other signals', async ({ page }) => {
  await signIn(page, 'owner@example.com', `/vehicles/${VIN.evSedan}/status`);
  await expect(
    page.getByRole('navigation', { name: 'Vehicle sections' }).getByRole('link', { name: 'Status' }),
  ).toHaveAttribute('aria-current', 'page');

  await expect(page.getByRole('img', { name: /Car diagram, top view/ })).toBeVisible();
  const tyres = page.getByRole('list', { name: 'Tyres' });
  for (const t of ['Front left tyre', 'Front right tyre', 'Rear left tyre', 'Rear right tyre'])
    await expect(tyres.getByText(`${t}:`)).toBeVisible();
  await expect(tyres).toContainText(/\d+ kPa/);
  const doors = page.getByRole('list', { name: 'Doors and windows' });
  await expect(doors.getByText('Front driver-side door:')).toBeVisible();
  await expect(doors).toContainText(/(Open|Closed|Partly open), (locked|unlocked)/);
  await expect(page.getByRole('list', { name: 'Hood and trunk' })).toContainText('Trunk:');

  // Units follow the user's choice.
  await page.getByText('Units', { exact: true }).click();
  await page.getByLabel('Tyre pressure').selectOption('bar');
  await expect(tyres).toContainText(/\d\.\d\d bar/);

  await expect(page.getByText('State of charge', { exact: true })).toBeVisible();
  await expect(page.getByText('Odometer', { exact: true })).toBeVisible();

  const search = page.getByLabel('Search signals');
  const table = page.getByRole('region', { name: 'Other status signals' });
  const rows = table.getByRole('row');
  const before = await rows.count();
  expect(before).toBeGreaterThan(2);
  await search.fill('LowVoltage');
  // The table may filter a render after the typing: its row count is polled, not read once.
  await expect.poll(() => rows.count()).toBeLessThan(before);
  await expect(rows.first()).toBeVisible();
  await search.fill('no-such-signal-name');
  await expect(page.getByText('No signal matches the search.')).toBeVisible();
});
