import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { signIn, VIN } from './support/sign-in';

/** True once the persisted query cache (idb-keyval's default store) holds this car's status answer. */
const statusPersisted = (page: Page, vin: string) =>
  page.evaluate(
    (vin) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve(false);
          const get = db.transaction('keyval').objectStore('keyval').get('vds-query-cache');
          get.onerror = () => resolve(false);
          get.onsuccess = () => {
            const queries = (get.result?.clientState?.queries ?? []) as {
              queryKey: unknown[];
              state: { status: string };
            }[];
            resolve(
              queries.some((q) => q.queryKey.join('/') === `vehicles/${vin}/status` && q.state.status === 'success'),
            );
          };
        };
      }),
    vin,
  );

test('an offline start shows the notice and the last data, and the app recovers when the network is back', async ({
  page,
  context,
  apiUrl,
}) => {
  const vin = VIN.evSedan;
  await signIn(page, 'owner@example.com', `/vehicles/${vin}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Voltara Aero' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText('Service: up')).toBeVisible();
  // Installed and opened once more with the network: the service worker now controls the page and has the runtime config.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const glance = page.getByRole('region', { name: 'At a glance' });
  await expect(glance.getByText(/Doors and tyres reported/)).toBeVisible();
  await expect.poll(() => statusPersisted(page, vin)).toBe(true);

  // Opened without a network: the app shell comes from the service worker, the data from the persisted cache.
  await context.setOffline(true);
  const shell = await page.reload();
  expect(shell?.fromServiceWorker()).toBe(true);
  const notice = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Voltara Aero' })).toBeVisible();
  await expect(glance.getByText(/Doors and tyres reported/)).toBeVisible();
  await expect(glance.getByText('offline, last known').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Charging' }).getByText('State of charge')).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(/Service: unknown \(offline\), last checked/)).toBeVisible();
  await expect(footer.getByText('Service: up')).toHaveCount(0);

  // Back online: no reload, the notice goes and the views on screen ask the service again.
  const statusRefetched = page.waitForRequest((r) => r.url() === `${apiUrl}/v1/vehicles/${vin}/status`);
  const healthRefetched = page.waitForResponse((r) => r.url() === `${apiUrl}/health` && r.ok());
  await context.setOffline(false);
  await statusRefetched;
  await healthRefetched;
  await expect(notice).toBeHidden();
  await expect(footer.getByText('Service: up')).toBeVisible();
  await expect(glance.getByText('offline, last known')).toHaveCount(0);
});

test('the installed app opened offline right after the first visit starts with the kept runtime config and says it is offline', async ({
  page,
  context,
}) => {
  const vin = VIN.evSedan;
  await signIn(page, 'owner@example.com', `/vehicles/${vin}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Voltara Aero' })).toBeVisible();
  // Installed (the service worker is active), but never opened again with the network.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => statusPersisted(page, vin)).toBe(true);

  await context.setOffline(true);
  const shell = await page.reload();
  expect(shell?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { name: 'The dashboard cannot start' })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Voltara Aero' })).toBeVisible();
  await context.setOffline(false);
});
