import { test, expect } from './fixtures';
import { signIn, VIN } from './support/sign-in';

test('an agent lands on the customer lookup, never the garage, and opens a granted car with the case banner and its data', async ({
  page,
}) => {
  await signIn(page, 'support@example.com');
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Customer lookup' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Garage' })).toHaveCount(0);

  const vin = page.getByLabel('VIN');
  await vin.pressSequentially('sdxo');
  await expect(page.getByText('VIN must not contain the letters I, O or Q')).toBeVisible();
  await vin.fill(VIN.evSedan.toLowerCase());
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page).toHaveURL(new RegExp(`/vehicles/${VIN.evSedan}$`));

  const banner = page.getByRole('region', { name: 'Support case' });
  await expect(banner).toContainText('CASE-20417');
  await expect(banner).toContainText('Range lower than expected since the last software update');
  await expect(banner).toContainText('Voltara Aero');
  await expect(banner).toContainText(VIN.evSedan);
  await expect(banner).toContainText('Read-only');
  await expect(banner.getByText('Grant ends')).toBeVisible();
  await expect(banner).toContainText('location');
  await expect(page.getByRole('heading', { name: 'Active alerts' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Vehicle sections' }).getByRole('link', { name: 'Status' }).click();
  await expect(page.getByRole('heading', { name: 'Doors, windows and tyres' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Support case' })).toContainText('CASE-20417');

  await page.getByRole('link', { name: 'Customer lookup' }).click();
  await expect(
    page.getByRole('list', { name: 'Recent cases' }).getByRole('link', { name: /CASE-20417/ }),
  ).toBeVisible();
});

test('a grant that leaves location off shows location as not shared by the customer, naming it', async ({ page }) => {
  await signIn(page, 'support@example.com', `/vehicles/${VIN.noLocation}/location`);
  const banner = page.getByRole('region', { name: 'Support case' });
  await expect(banner).toContainText('CASE-20466');
  await expect(banner.getByText('Not shared by the customer')).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'Not shared by the customer' });
  await expect(notice).toContainText('location');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

for (const car of [VIN.petrol, VIN.phev]) {
  test(`a car without a support grant is explained, with no data and no sections (${car})`, async ({ page }) => {
    await signIn(page, 'support@example.com', '/support');
    await page.getByLabel('VIN').fill(car);
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByText('No active support grant', { exact: true })).toBeVisible();
    await expect(page.getByText('The customer has not granted support access to this car.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Vehicle sections' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Support case' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  });
}

test('the agent downloads the case report in one click, with the case reference, identification, alerts and cells', async ({
  page,
}) => {
  await signIn(page, 'support@example.com', `/vehicles/${VIN.evSuv}`);
  await page.getByRole('region', { name: 'Support case' }).getByRole('link', { name: 'Case report' }).click();
  const report = page.getByRole('article', { name: 'Case report' });
  await expect(report.getByRole('heading', { name: /CASE-20433/ })).toBeVisible();
  await expect(report.getByRole('region', { name: 'Battery' })).toContainText('Cell voltage: min');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    report.getByRole('button', { name: 'Download report' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`case-report-CASE-20433-${VIN.evSuv}.md`);
  const text = await streamText(await download.createReadStream());
  expect(text).toContain(`# Case report CASE-20433 · VIN ${VIN.evSuv}`);
  expect(text).toContain('Report generated ');
  expect(text).toContain('- Case reference: CASE-20433');
  expect(text).toContain(`- VIN: ${VIN.evSuv} (at `);
  expect(text).toContain('## Active alerts');
  expect(text).toMatch(/- Cell voltage: cells: \d+ \(at /);
  expect(text).toMatch(/- Vehicle\.Powertrain\.TractionBattery\.StateOfCharge\.Current: [\d.]+ percent \(at /);
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
