import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures';
import { signIn, VIN } from './support/sign-in';

const PHONE = { width: 390, height: 844 };

test('on a phone the header is one row and the vehicle sections one scrollable row, reachable by role', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'owner@example.com', `/vehicles/${VIN.evSedan}`);
  await expect(page.getByRole('heading', { name: 'Active alerts' })).toBeVisible();

  // Header: the mark, the vehicle and Menu side by side, the header no taller than one row of controls.
  const header = page.getByRole('banner');
  const menu = header.getByRole('button', { name: 'Menu' });
  const vehicle = header.getByLabel('Vehicle', { exact: true });
  const brand = header.getByRole('link', { name: 'Vehicle dashboard' });
  const box = async (l: Locator) => (await l.boundingBox())!;
  const [headerBox, menuBox, vehicleBox, brandBox] = [
    await box(header),
    await box(menu),
    await box(vehicle),
    await box(brand),
  ];
  for (const b of [vehicleBox, brandBox])
    expect(Math.abs(b.y + b.height / 2 - (menuBox.y + menuBox.height / 2))).toBeLessThan(4);
  expect(headerBox.height).toBeLessThan(menuBox.height * 1.6);

  // The rest behind Menu, with its state announced; Escape closes it.
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Catalog' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeHidden();

  // Sections: one row (every link at the same height), each a target of at least 24 × 24, the page itself not wider
  // than the screen.
  const sections = page.getByRole('navigation', { name: 'Vehicle sections' });
  const links = sections.getByRole('link');
  // Overview, Status, Alerts, Diagnostics, Journeys, Trends, Location, EV, Battery.
  await expect(links).toHaveCount(9);
  const boxes = await Promise.all((await links.all()).map(async (l) => (await l.boundingBox())!));
  for (const box of boxes) {
    expect(box.y).toBe(boxes[0]!.y);
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
  }
  const navBox = (await sections.boundingBox())!;
  expect(navBox.height).toBeLessThan(boxes[0]!.height * 1.5);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expect(sections.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');

  // The last section, off screen at first, is reached in the row and becomes the current one.
  await sections.getByRole('link', { name: 'Battery' }).click();
  await expect(page).toHaveURL(new RegExp(`/vehicles/${VIN.evSedan}/battery$`));
  await expect(sections.getByRole('link', { name: 'Battery' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Cell voltages' })).toBeVisible();
});

test('on a desktop the header keeps its links in view and has no Menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'owner@example.com', `/vehicles/${VIN.evSedan}`);
  const header = page.getByRole('banner');
  await expect(header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Garage' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden();
});

// A larger phone too: there the footer's blank line and the notice beside it fit in one row, the health line does not.
for (const [name, viewport] of [
  ['phone', PHONE],
  ['large phone', { width: 412, height: 915 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`on a ${name} the footer keeps its height when the service health line arrives`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // The health line's code (the shell's late chunk; its module in dev) is held back until the footer is measured.
    const healthCode = /\/assets\/shell-late-[^/]*\.js$|\/service-health\.tsx/;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(healthCode, async (route) => (await held, route.continue()));
    const asked = page.waitForRequest(healthCode);
    await page.goto('/sign-in');
    await asked; // the app has rendered, with the blank line in the health line's place
    const footer = page.getByRole('contentinfo');
    const before = (await footer.boundingBox())!.height;
    release();
    await expect(footer.getByRole('status')).toHaveText(/Service: up/);
    expect((await footer.boundingBox())!.height).toBe(before);
  });
}
