import { IntlMessageFormat } from 'intl-messageformat';
import { OwnerSupportGrantsBody } from '../contract/support';
import en from '../src/lib/i18n/messages/en.json' with { type: 'json' };
import { test, expect } from './fixtures';
import { nonceChallenge } from './support/dpop';
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
  // The thumbnail map loads when it comes near the viewport.
  const location = page.getByRole('region', { name: 'Location' });
  await location.scrollIntoViewIfNeeded();
  await expect(location.getByRole('region', { name: /Map thumbnail/ })).toBeVisible();
});

test('the owner’s overview says whether support can see the car and until when, as the API says', async ({
  page,
  apiUrl,
  authUrl,
}) => {
  const answer = page.waitForResponse(
    (r) =>
      r.url() === `${apiUrl}/v1/vehicles/${VIN.evSedan}/support-grants` &&
      r.request().method() === 'GET' &&
      !nonceChallenge(r),
  );
  await signIn(page, 'owner@example.com', `/vehicles/${VIN.evSedan}`);
  const response = await answer;
  expect(response.status()).toBe(200);
  const [grant, ...others] = OwnerSupportGrantsBody.parse(await response.json()).active;
  expect(others).toEqual([]);
  expect(grant).toMatchObject({ caseReference: 'CASE-20417', organisation: 'Voltara Support' });

  const section = page.getByRole('region', { name: 'Support access' });
  const item = section.getByRole('list', { name: 'Active support grants' }).getByRole('listitem');
  await expect(item).toContainText(
    'Voltara Support can see this car for case CASE-20417 (Range lower than expected since the last software update) until ',
  );
  const end = item.locator('time');
  await expect(end).toHaveAttribute('datetime', grant!.expiresAt);
  await expect(end).toHaveText(/\d/);
  await expect(item.getByRole('term')).toHaveText(['Shared']);
  // The categories in words, as the catalogue names them.
  const word = new IntlMessageFormat(en['catalog.category.name'], 'en');
  const name = (c: string) => String(word.format({ id: c.replaceAll('-', '_'), name: c }));
  await expect(item.getByRole('definition')).toHaveText([grant!.categories.map(name).join(', ')]);
  await expect(section.getByRole('link', { name: 'Manage sharing' })).toHaveAttribute(
    'href',
    `${authUrl}/account#car-${VIN.evSedan}`,
  );

  await page.getByLabel('Vehicle', { exact: true }).selectOption(VIN.petrol);
  await expect(page.getByRole('heading', { level: 1, name: 'Nordwind Falcon' })).toBeVisible();
  await expect(section).toContainText('No support access');
  await expect(section.getByRole('list', { name: 'Active support grants' })).toHaveCount(0);
});
