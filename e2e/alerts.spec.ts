import { test, expect } from './fixtures';
import { raiseWarnings } from './support/control';
import { nonceChallenge } from './support/dpop';
import { signIn, VIN } from './support/sign-in';

const alertsRequest = (vin: string) => (r: { url(): string; method(): string }) =>
  r.method() === 'GET' && new URL(r.url()).pathname === `/v1/vehicles/${vin}/alerts`;

test('alert filters, sort and paging live in the URL and go into the request’s query', async ({ page }) => {
  // Enough warnings to need more than one page of ten.
  await raiseWarnings(page, VIN.dieselVan, 12, 'E2E', 'Test warning');

  await signIn(page, 'owner2@example.com', `/vehicles/${VIN.dieselVan}/alerts`);
  await expect(page.getByRole('list', { name: 'Alerts' })).toBeVisible();
  const first = page.getByRole('list', { name: 'Alerts' }).getByRole('article').first();
  await expect(first.getByText(/Evidence|Warning|Critical|Info/).first()).toBeVisible();

  // Severity.
  let req = page.waitForRequest(alertsRequest(VIN.dieselVan));
  await page.getByRole('checkbox', { name: 'Warning' }).click();
  let q = new URL((await req).url()).searchParams;
  expect(q.getAll('severity')).toEqual(['warning']);
  await expect(page).toHaveURL(/[?&]severity=warning(&|$)/);
  await expect(page.getByRole('checkbox', { name: 'Warning' })).toBeChecked();

  // Active only.
  req = page.waitForRequest(alertsRequest(VIN.dieselVan));
  await page.getByLabel('Show').selectOption('active');
  q = new URL((await req).url()).searchParams;
  expect(q.get('active')).toBe('true');
  expect(q.getAll('severity')).toEqual(['warning']);
  await expect(page).toHaveURL(/[?&]active=true(&|$)/);

  // Page size.
  req = page.waitForRequest(alertsRequest(VIN.dieselVan));
  await page.getByLabel('Alerts per page').selectOption('10');
  q = new URL((await req).url()).searchParams;
  expect(q.get('size')).toBe('10');
  await expect(page).toHaveURL(/[?&]size=10(&|$)/);
  const list = page.getByRole('list', { name: 'Alerts' });
  // The alerts section's busy marks: the list kept on screen while the next page loads, or its skeleton.
  const listBusy = page.getByRole('region', { name: 'Alerts' }).locator('[aria-busy="true"]');
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();

  // Next page.
  req = page.waitForRequest(alertsRequest(VIN.dieselVan));
  await page.getByRole('button', { name: 'Next page' }).click();
  q = new URL((await req).url()).searchParams;
  expect(q.get('page')).toBe('1');
  await expect(page).toHaveURL(/[?&]page=1(&|$)/);
  await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
  for (const item of await list.getByRole('article').all())
    await expect(item.getByText('Warning', { exact: true })).toBeVisible();

  // Sort goes back to the first page.
  req = page.waitForRequest(alertsRequest(VIN.dieselVan));
  await page.getByLabel('Sort').selectOption('raisedAt,asc');
  q = new URL((await req).url()).searchParams;
  expect(q.get('sort')).toBe('raisedAt,asc');
  // The request names every parameter (defaults too); the URL leaves the defaults out.
  expect(q.get('page')).toBe('0');
  await expect(page).toHaveURL(/[?&]sort=raisedAt%2Casc(&|$)|[?&]sort=raisedAt,asc(&|$)/);
  expect(new URL(page.url()).searchParams.get('page')).toBeNull();

  // The URL alone restores the same view. The reload asks for its page again (its loader runs before the persisted
  // cache is restored) and the controls show before that request goes out: the next step waits for it to be answered,
  // so it does not take that request for its own.
  // (After a load the API may first ask for a DPoP nonce: the request sent again with it is the reload's too.)
  const reloaded = page.waitForResponse((r) => alertsRequest(VIN.dieselVan)(r.request()) && !nonceChallenge(r));
  await page.reload();
  await reloaded;
  await expect(page.getByLabel('Sort')).toHaveValue('raisedAt,asc');
  await expect(page.getByLabel('Alerts per page')).toHaveValue('10');
  await expect(page.getByRole('checkbox', { name: 'Warning' })).toBeChecked();
  await expect(page.getByLabel('Show')).toHaveValue('active');

  // By title: the service cannot sort by the title shown (the catalogue's), so every matching alert is read and the
  // pages follow the shown titles in the user's language ("Test warning 9" before "Test warning 10").
  req = page.waitForRequest(alertsRequest(VIN.dieselVan));
  await page.getByLabel('Sort').selectOption('title,asc');
  q = new URL((await req).url()).searchParams;
  expect(q.get('size')).toBe('100');
  await expect(page).toHaveURL(/[?&]sort=title%2Casc(&|$)|[?&]sort=title,asc(&|$)/);
  await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();
  // The list of the previous sort (also a page 1) stays on screen, busy, until the new one is answered.
  await expect(listBusy).toHaveCount(0);
  const shown = async () => list.getByRole('article').getByRole('heading').allTextContents();
  const byTitle = new Intl.Collator('en', { numeric: true }).compare;
  const pageOne = await shown();
  expect(pageOne).toHaveLength(10);
  expect(pageOne).toEqual([...pageOne].sort(byTitle));
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
  await expect(listBusy).toHaveCount(0);
  const pageTwo = await shown();
  expect(byTitle(pageOne.at(-1)!, pageTwo[0]!)).toBeLessThanOrEqual(0);
  expect(pageTwo).toEqual([...pageTwo].sort(byTitle));
});
