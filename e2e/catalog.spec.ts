import { test, expect } from './fixtures';
import { signIn } from './support/sign-in';

test('the catalog lists the signal categories and the footer shows the service health', async ({ page }) => {
  await signIn(page, 'owner@example.com');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Catalog' }).click();
  await expect(page).toHaveURL(/\/catalog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Signal catalog' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Signal categories' });
  for (const id of ['vehicle', 'status', 'alerts', 'journeys', 'location', 'ev', 'hv-battery'])
    await expect(table.getByText(`(${id})`, { exact: true })).toBeVisible();
  await expect(table.getByText('vehicle:read').first()).toBeVisible();
  await expect(table.getByText('/v1/vehicles/{vin}/status')).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText('Service: up')).toBeVisible();
});
