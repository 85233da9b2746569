import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { advanceClock, atRest, scenario } from './support/control';
import { signIn, VIN } from './support/sign-in';
import { NEWS_WITHIN_MS } from '../src/features/notifications/rules';

type Shown = { title: string; body: string; tag: string; url: string };

/** The notifications the service worker shows now (Chromium keeps them while the browser runs). */
async function shown(page: Page): Promise<Shown[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const list = await registration.getNotifications();
    return list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: (n.data as { url: string }).url }));
  });
}

/** A click on the notification, as the system would deliver it: the worker's own click handler runs. */
async function click(context: BrowserContext, tag: string) {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(async (t) => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      openView(data: unknown): Promise<unknown>;
    };
    const [n] = await scope.registration.getNotifications({ tag: t });
    await scope.openView(n!.data);
    n!.close();
  }, tag);
}

const list = (page: Page) => page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
/**
 * The page's live updates connected: an event raised after this comes as a live message. One raised before the stream
 * subscribed would come as the broker's retained value, which the engine judges on this tab's clock until a live
 * message tells it the service's (hours behind here: history until the parked car's next change, minutes away).
 */
const streaming = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible({ timeout: 20_000 });
const settings = (page: Page, car: string) => page.getByRole('group', { name: car });

async function turnOn(page: Page, car: string, label: string) {
  await settings(page, car).getByLabel(label).check();
}

test('notifications: an alert, a door left open and a charge ending are shown once (not again after a reconnect or in a second tab), and a click opens the view', async ({
  page,
  context,
  apiUrl,
}) => {
  await context.grantPermissions(['notifications']);
  await scenario(page, { kind: 'reset' });
  // A drive or charge the scenarios just ended would be news for half an hour (a night's charge at 00:40): the car
  // has been at rest for longer than that when the page opens.
  if ((await atRest(page, VIN.evSedan)).length) await advanceClock(page, NEWS_WITHIN_MS + 60_000);
  await signIn(page, 'owner@example.com', '/notifications');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect(page.getByText('System notifications are on for this browser.')).toBeVisible();
  await turnOn(page, 'Voltara Aero', 'New alert');
  await turnOn(page, 'Voltara Aero', 'A door open while parked');
  await settings(page, 'Voltara Aero').getByLabel('Tell me after').selectOption('0');
  await turnOn(page, 'Voltara Aero', 'Charging finished or stopped unexpectedly');
  await streaming(page);

  try {
    // An alert raised: notified once, listed, and the click opens the car's alerts.
    await scenario(page, { kind: 'alert-raise', vin: VIN.evSedan, code: 'HV_ISOLATION_FAULT', severity: 'critical' });
    await expect
      .poll(async () => (await shown(page)).map((n) => n.title), { timeout: 20_000 })
      .toContain('Voltara Aero: Critical alert');
    const alert = (await shown(page)).find((n) => n.title === 'Voltara Aero: Critical alert')!;
    expect(alert.url).toBe(`/vehicles/${VIN.evSedan}/alerts`);
    await expect(list(page)).toHaveCount(1);
    await click(context, alert.tag);
    await expect(page).toHaveURL(new RegExp(`/vehicles/${VIN.evSedan}/alerts$`));

    // The stream drops; the reconnect delivers the retained alert again: it must not notify again.
    const dropped = await page.request.post(`${apiUrl}/control/stream/disconnect`, { data: { vin: VIN.evSedan } });
    expect(dropped.ok()).toBe(true);
    // A second tab of the same app runs its own stream and engine.
    const second = await context.newPage();
    await second.goto('/notifications');
    await expect(second.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    // Its stream subscribed first: a door opened before would reach it only as a retained value, judged on its clock.
    await streaming(second);

    // A door left open: the next event proves both tabs streamed again (after the retained messages).
    await scenario(page, { kind: 'door-open', vin: VIN.evSedan, door: 'Row1.DriverSide' });
    await expect
      .poll(async () => (await shown(page)).map((n) => n.title), { timeout: 20_000 })
      .toContain('Voltara Aero: Door open');
    // A charge that ends before its limit.
    await scenario(page, { kind: 'door-close', vin: VIN.evSedan, door: 'Row1.DriverSide' });
    await scenario(page, { kind: 'charge-start', vin: VIN.evSedan, powerKW: 11 });
    await scenario(page, { kind: 'charge-stop', vin: VIN.evSedan });
    await expect
      .poll(async () => (await shown(page)).map((n) => n.title), { timeout: 20_000 })
      .toContain('Voltara Aero: Charging stopped');

    // Each event once in the list both tabs share: nothing twice after the reconnect or from the second tab.
    await page.goto('/notifications');
    for (const tab of [page, second])
      for (const title of ['Critical alert', 'Door open', 'Charging stopped'])
        await expect(list(tab).filter({ hasText: title })).toHaveCount(1);
    // The clicked one is read; the state survives a reload.
    const unread = (tab: Page) => list(tab).filter({ hasText: 'Unread' });
    await expect(list(page).filter({ hasText: 'Critical alert' }).getByText('Unread')).toHaveCount(0);
    const before = await unread(page).count();
    await page.reload();
    await expect(unread(page)).toHaveCount(before);
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(second.getByText('All read.')).toBeVisible();
    await second.close();
  } finally {
    await scenario(page, { kind: 'reset' });
  }
});

test('notifications: a refused permission is explained and the in-app list still works', async ({ page }) => {
  // Headless Chromium answers a permission request with "denied" unless the context granted it.
  await signIn(page, 'owner2@example.com', '/notifications');
  await expect(page.getByText(/will ask whether this site may show notifications/)).toBeVisible();
  await turnOn(page, 'Nordwind Kestrel PHEV', 'New alert');
  await expect(page.getByText(/This browser blocks notifications from this site/)).toBeVisible();
  await streaming(page);
  const vin = VIN.phev;
  try {
    await scenario(page, { kind: 'alert-raise', vin, code: 'HV_ISOLATION_FAULT', severity: 'critical' });
    await expect(list(page).filter({ hasText: 'Critical alert' })).toHaveCount(1, { timeout: 20_000 });
  } finally {
    await scenario(page, { kind: 'reset' });
  }
});
