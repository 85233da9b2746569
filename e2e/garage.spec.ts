import { test, expect } from './fixtures';
import { signIn, VIN } from './support/sign-in';

test('the garage lists the grant’s cars and adds one by VIN with validation as you type', async ({ page }) => {
  await signIn(page, 'owner@example.com');
  await expect(page).toHaveURL(/\/vehicles$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Garage' })).toBeVisible();

  const vehicles = page.getByRole('list', { name: 'Vehicles' });
  await expect(vehicles.getByRole('listitem')).toHaveCount(3);
  await expect(vehicles.getByRole('link', { name: 'Voltara Aero' })).toBeVisible();
  await expect(vehicles.getByRole('link', { name: 'Voltara Terra' })).toBeVisible();
  await expect(vehicles.getByRole('link', { name: 'Nordwind Falcon' })).toBeVisible();
  await expect(vehicles.getByText('Owner').first()).toBeVisible();

  const vin = page.getByLabel('VIN');
  await vin.pressSequentially('sdxo');
  await expect(vin).toHaveValue('SDXO');
  await expect(page.getByText('VIN must not contain the letters I, O or Q')).toBeVisible();
  await expect(vin).toHaveAttribute('aria-invalid', 'true');

  await vin.fill('');
  await vin.pressSequentially('SDXP2H5C2RA300003');
  await expect(page.getByText(/Check digit \(9th character\) is 2, expected 1/)).toBeVisible();

  await vin.fill('SDXP2H5C1');
  await page.getByRole('button', { name: 'Add vehicle' }).click();
  await expect(page.getByText('VIN must be exactly 17 characters (got 9)')).toBeVisible();
  await expect(vehicles.getByRole('listitem')).toHaveCount(3);

  // The PHEV belongs to another owner: the service answers 404 (existence not leaked) and the card says so.
  await vin.fill(VIN.phev);
  await expect(page.getByText(/Check digit/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Add vehicle' }).click();
  await expect(vehicles.getByRole('listitem')).toHaveCount(4);
  const added = vehicles.getByRole('listitem').filter({ hasText: VIN.phev });
  await expect(added.getByRole('alert')).toContainText('HTTP 404');
  await expect(added.getByText('Added by hand')).toBeVisible();

  // Saved across reloads (IndexedDB), and removable.
  await page.reload();
  await expect(vehicles.getByRole('listitem')).toHaveCount(4);
  await added.getByRole('button', { name: `Remove ${VIN.phev} from the garage` }).click();
  await expect(vehicles.getByRole('listitem')).toHaveCount(3);
});
