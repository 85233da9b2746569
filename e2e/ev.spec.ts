import { test, expect } from './fixtures';
import { seriousIssues } from './support/axe';
import { signIn, VIN } from './support/sign-in';

test('EV: the sedan shows charge against its limit, range, ports and session; the petrol car has no EV data', async ({
  page,
}) => {
  await signIn(page, 'owner@example.com', '/vehicles');
  const pending = page.waitForResponse(
    (r) => r.url().endsWith(`/v1/vehicles/${VIN.evSedan}/ev`) && r.request().method() === 'GET' && r.ok(),
  );
  await page.goto(`/vehicles/${VIN.evSedan}/ev`);
  const response = await pending;
  const body = (await response.json()) as { signals: { name: string; value: unknown }[] };
  const soc = body.signals.find((s) => s.name === 'Vehicle.Powertrain.TractionBattery.StateOfCharge.Current')!
    .value as number;
  const limit = body.signals.find((s) => s.name === 'Vehicle.Powertrain.TractionBattery.Charging.ChargeLimit')!
    .value as number;

  const charge = page.getByRole('region', { name: 'Charge' });
  await expect(charge.getByText(`${Math.round(soc)} % charged, charge limit ${Math.round(limit)} %`)).toBeAttached();
  await expect(charge.getByText(`Limit ${Math.round(limit)} %`, { exact: true })).toBeVisible();
  await expect(charge.getByText('Range', { exact: true })).toBeVisible();
  await expect(charge.getByText('Charging port flap')).toBeVisible();
  await expect(page.getByRole('region', { name: /charging session/ })).toBeVisible();

  expect(await seriousIssues(page)).toEqual([]);

  await page.goto(`/vehicles/${VIN.petrol}/ev`);
  await expect(page.getByText('This vehicle has no EV data.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
