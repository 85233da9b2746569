import { test, expect } from './fixtures';
import { signIn, VIN } from './support/sign-in';

test('the overview follows the car: a petrol car without EV sections, an EV with them', async ({ page }) => {
  await signIn(page, 'owner@example.com', `/vehicles/${VIN.petrol}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nordwind Falcon' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Vehicle sections' });
  await expect(tabs.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'Journeys' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'At a glance' })).toBeVisible();
  await expect(page.getByText('Fuel level')).toBeVisible();
  await expect(page.getByText('Odometer')).toBeVisible();
  const details = page.getByRole('region', { name: 'Vehicle details' });
  await expect(details.getByText('Petrol (gasoline)')).toBeVisible();
  await expect(details.getByText('Ruby Red')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Active alerts' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Location' }).getByRole('link', { name: 'Open the map' }),
  ).toBeVisible();
  // No EV anywhere: the 404 on /ev hides the section instead of showing an error.
  await expect(tabs.getByRole('link', { name: 'EV' })).toHaveCount(0);
  await expect(tabs.getByRole('link', { name: 'Battery' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Charging' })).toHaveCount(0);
  await expect(page.getByText('State of charge')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Switch to the EV sedan with the header's vehicle switcher: the same section, now with EV parts.
  await page.getByLabel('Vehicle', { exact: true }).selectOption(VIN.evSedan);
  await expect(page).toHaveURL(new RegExp(`/vehicles/${VIN.evSedan}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Voltara Aero' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'EV' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Battery' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Charging' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Charging' }).getByText('State of charge')).toBeVisible();
  await expect(page.getByText('Fuel level')).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Location' }).getByRole('region', { name: /Map thumbnail/ }),
  ).toBeVisible();
});
