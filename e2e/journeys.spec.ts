import { readFile } from 'node:fs/promises';
import { test, expect } from './fixtures';
import { seriousIssues } from './support/axe';
import { signIn, VIN } from './support/sign-in';

test('journeys of a date range: preset in the URL and the request, table, totals, routes on the map, CSV and GPX export', async ({
  page,
  apiUrl,
}) => {
  test.setTimeout(120_000);
  const asked: URLSearchParams[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(`${apiUrl}/v1/vehicles/${VIN.evSedan}/journeys?`)) asked.push(new URL(r.url()).searchParams);
  });
  /** Requests for the whole range (not the table's page of 20). */
  const rangeReads = () => asked.filter((q) => q.get('size') !== '20');
  await signIn(page, 'owner@example.com', `/vehicles/${VIN.evSedan}/journeys`);
  await expect(page.getByRole('radio', { name: '7 days' })).toBeChecked();

  const request = page.waitForRequest(
    (r) => r.url().startsWith(`${apiUrl}/v1/vehicles/${VIN.evSedan}/journeys`) && r.url().includes('size=20'),
  );
  await page.getByRole('radio', { name: '30 days' }).check();
  await expect(page).toHaveURL(/range=30d/);
  const url = new URL((await request).url());
  const from = url.searchParams.get('from')!;
  const to = url.searchParams.get('to')!;
  expect(from).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  expect(to).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  expect(days).toBeGreaterThan(29);
  expect(days).toBeLessThan(31);

  const table = page.getByRole('table', { name: /Journeys .* page 1/ });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const rows = await table.getByRole('row').count();
  expect(rows).toBeGreaterThan(1);

  // Every journey of the page is on the map by default: one route each, drawn on the canvas renderer.
  const map = page.getByRole('region', { name: /Map of \d+ selected journeys?/ });
  await expect(map).toHaveAttribute('data-routes', String(rows - 1));
  await expect(map.locator('.leaflet-overlay-pane canvas')).toHaveCount(1);
  await page.getByRole('checkbox', { name: 'Show every journey of this page on the map' }).uncheck();
  await expect(map).toHaveAttribute('data-routes', '0');
  await table
    .getByRole('checkbox', { name: /Show the journey of/ })
    .first()
    .check();
  await expect(page.getByRole('region', { name: 'Map of 1 selected journey' })).toHaveAttribute('data-routes', '1');

  // Totals over the whole range (every page of size 100).
  const totals = page.getByRole('region', { name: /^Totals/ });
  await expect(totals.getByText('Journeys', { exact: true })).toBeVisible();
  await expect(totals.getByText('Energy', { exact: true })).toBeVisible();
  // Totals, count and CSV read summaries (no routes); the routes of the whole range are read only for the GPX.
  expect(rangeReads().length).toBeGreaterThan(0);
  expect(rangeReads().filter((q) => q.get('fields') !== 'summary')).toEqual([]);

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(new RegExp(`^journeys-${VIN.evSedan}-.*\\.csv$`));
  const csvText = await readFile((await csv.path())!, 'utf8');
  const lines = csvText.trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'Journey ID,Start (UTC),End (UTC),Distance (m),Duration (s),Average speed (km/h),Energy used (kWh),Fuel used (l),Start latitude,Start longitude,End latitude,End longitude',
  );
  const count = Number(
    (await totals.getByText('Journeys', { exact: true }).locator('xpath=following-sibling::dd').textContent())!.replace(
      /\D/g,
      '',
    ),
  );
  expect(lines.length - 1).toBe(count);

  const [gpx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export GPX' }).click(),
  ]);
  expect(rangeReads().filter((q) => q.get('fields') === null).length).toBeGreaterThan(0);
  const gpxText = await readFile((await gpx.path())!, 'utf8');
  expect(gpxText).toContain('<gpx version="1.1"');
  expect(gpxText.match(/<trk>/g)?.length).toBe(count);
  expect(gpxText).toMatch(/<trkpt lat="-?\d+\.\d{6}" lon="-?\d+\.\d{6}"><time>\d{4}-/);

  expect(await seriousIssues(page)).toEqual([]);
});

test('a 50,000-point route is simplified to at most 2,000 points and drawn on the canvas', async ({ page }) => {
  test.setTimeout(90_000);
  const { encodePolyline } = await import('../contract/polyline');
  const long: [number, number][] = Array.from({ length: 50_000 }, (_, i) => [
    52.4 + i * 4e-6,
    13.3 + Math.sin(i / 700) * 0.02 + (i % 2) * 1e-6,
  ]);
  await page.route(/\/v1\/vehicles\/[A-Z0-9]{17}\/journeys\?.*size=20/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { content: { route: string }[] };
    if (body.content[0]) body.content[0].route = encodePolyline(long);
    await route.fulfill({ response, json: body });
  });
  await signIn(page, 'owner@example.com', '/vehicles');
  const started = Date.now();
  await page.goto(`/vehicles/${VIN.evSedan}/journeys?range=90d`);
  const table = page.getByRole('table', { name: /Journeys .* page 1/ });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await table.getByRole('checkbox', { name: 'Show every journey of this page on the map' }).uncheck();
  await table
    .getByRole('checkbox', { name: /Show the journey of/ })
    .first()
    .check();
  const map = page.getByRole('region', { name: 'Map of 1 selected journey' });
  await expect(map).toHaveAttribute('data-routes', '1');
  const drawn = Number(await map.getAttribute('data-points'));
  expect(drawn).toBeGreaterThan(100);
  expect(drawn).toBeLessThanOrEqual(2000);
  await expect(map.locator('.leaflet-overlay-pane canvas')).toHaveCount(1);
  console.log(`50,000-point route: ${drawn} points drawn; page ready and drawn in ${Date.now() - started} ms`);
});
