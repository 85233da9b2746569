import { test, expect } from './fixtures';
import { openAccount, restoreDemoGrant, revokeSupport } from './support/account';
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
  await expect(banner).toContainText('Location');
  await expect(page.getByRole('heading', { name: 'Active alerts' })).toBeVisible();
  // The owner's "Support access" section is not for the agent: the banner says it all.
  await expect(page.getByRole('region', { name: 'Support access' })).toHaveCount(0);

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

test('an owner revokes the grant on the account page, the agent’s next view says so, and the owner’s record lists the agent’s accesses', async ({
  browser,
}) => {
  const agentContext = await browser.newContext();
  const ownerContext = await browser.newContext();
  try {
    const agent = await agentContext.newPage();
    await signIn(agent, 'support2@example.com', `/vehicles/${VIN.dieselVan}`);
    await expect(agent.getByRole('region', { name: 'Support case' })).toContainText('CASE-20458');
    await expect(agent.getByRole('heading', { name: 'Active alerts' })).toBeVisible();

    const owner = await ownerContext.newPage();
    await openAccount(owner, 'owner2@example.com');
    const car = owner.locator(`#car-${VIN.dieselVan}`);
    const record = car.getByRole('table', { name: 'Access record' });
    const row = record.getByRole('row').filter({ hasText: 'AGT-R9X3VD' }).filter({ hasText: 'Status' });
    await expect(row.first()).toContainText('CASE-20458');
    await expect(row.first()).toContainText('Voltara Support');
    await expect(row.first().locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);

    await revokeSupport(owner, VIN.dieselVan);

    await agent.reload();
    await expect(agent.getByText('No active support grant', { exact: true })).toBeVisible();
    await expect(agent.getByText('The customer revoked the support grant for this car.')).toBeVisible();
    await expect(agent.getByRole('region', { name: 'Support case' })).toHaveCount(0);
    // The service's own (English) sentence is folded away; the correlation id stays in sight for support.
    const notice = agent.getByRole('status').filter({ hasText: 'No active support grant' });
    const serviceWords = notice.getByText(/revoked the grant for CASE-20458/);
    await expect(serviceWords).toHaveCount(1);
    await expect(serviceWords).toBeHidden();
    await expect(notice.getByText('What the service said')).toBeVisible();
    await expect(notice.getByText(/^Correlation ID:/)).toBeVisible();
    await agent.screenshot({ path: test.info().outputPath('grant-revoked.png'), fullPage: true });

    await restoreDemoGrant(owner, VIN.dieselVan);
    await agent.reload();
    await expect(agent.getByRole('region', { name: 'Support case' })).toContainText('CASE-20458');
  } finally {
    await agentContext.close();
    await ownerContext.close();
  }
});
