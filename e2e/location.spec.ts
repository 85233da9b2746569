import { test, expect } from './fixtures';
import { seriousIssues } from './support/axe';
import { nonceChallenge } from './support/dpop';
import { signIn, VIN } from './support/sign-in';

test('location: the car on the map with heading marker, fix time and "Open in maps"', async ({ page }) => {
  await signIn(page, 'owner@example.com', `/vehicles/${VIN.evSedan}/location`);
  const map = page.getByRole('region', { name: 'Map of the vehicle’s position' });
  await expect(map).toBeVisible();
  await expect(map.locator('.vehicle-marker svg')).toBeVisible();
  await expect(page.getByText('Fix time')).toBeVisible();
  const open = page.getByRole('link', { name: 'Open in maps' });
  await expect(open).toHaveAttribute('href', /^geo:-?\d+(\.\d+)?,-?\d+(\.\d+)?$/);
  const [lat, lon] = (await open.getAttribute('href'))!.slice(4).split(',');
  await expect(page.getByRole('link', { name: /Open in OpenStreetMap/ })).toHaveAttribute(
    'href',
    `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`,
  );

  expect(await seriousIssues(page)).toEqual([]);
});

test('location refused: the consent message from the problem detail, no map; journeys likewise', async ({ page }) => {
  await signIn(page, 'owner2@example.com', '/vehicles');
  const pending = page.waitForResponse(
    (r) =>
      r.url().endsWith(`/v1/vehicles/${VIN.noLocation}/location`) &&
      r.request().method() === 'GET' &&
      !nonceChallenge(r),
  );
  await page.goto(`/vehicles/${VIN.noLocation}/location`);
  const response = await pending;
  expect(response.status()).toBe(403);
  const problem = (await response.json()) as { detail: string };
  const notice = page.getByRole('status').filter({ hasText: 'Location is not shared with you.' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(problem.detail);
  await expect(page.getByRole('region', { name: 'Map of the vehicle’s position' })).toHaveCount(0);

  await page.goto(`/vehicles/${VIN.noLocation}/journeys`);
  await expect(page.getByRole('status').filter({ hasText: 'Journey history is not shared with you.' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Map of/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
});
