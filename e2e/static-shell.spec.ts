import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * The static shell in index.html (public/shell.js) paints the sign-in page before the app runs; the app then replaces
 * it. Held back here by delaying the entry chunk, the shell must look exactly like the app's page (so the switch moves
 * nothing), in every language and colour scheme, on a phone and a desktop.
 */
const ENTRY = /\/assets\/index-[\w-]+\.js$/;
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

/** Delays the app's entry chunk until the returned function is called: the page shows only the static shell. */
async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The page as drawn, without the footer's health line: the app's own, loaded after its first render. */
async function shot(page: Page) {
  await page.locator('.app-footer .health').evaluate((el) => (el.style.display = 'none'));
  return page.screenshot({ animations: 'disabled' });
}

/**
 * Pixels that differ between two screenshots of the same size, decoded in a blank page (no CSP); a channel off by a
 * few levels is the rasterizer's rounding (a rounded corner drawn in another tile), not a difference a user sees.
 */
async function differingPixels(page: Page, a: Buffer, b: Buffer): Promise<number> {
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(
      async ([a, b]) => {
        const pixels = async (base64: string | undefined) => {
          const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
          const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
          context.drawImage(bitmap, 0, 0);
          return context.getImageData(0, 0, bitmap.width, bitmap.height);
        };
        const [x, y] = await Promise.all([pixels(a), pixels(b)]);
        if (x.width !== y.width || x.height !== y.height) return Infinity;
        let count = 0;
        for (let i = 0; i < x.data.length; i += 4)
          if ([0, 1, 2].some((c) => Math.abs(x.data[i + c]! - y.data[i + c]!) > 8)) count++;
        return count;
      },
      [a.toString('base64'), b.toString('base64')],
    );
  } finally {
    await blank.close();
  }
}

/** Cumulative layout shift from the first paint, of everything but the footer (its health line is the app's own). */
async function recordShiftAboveFooter(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    type Shift = { value: number; sources: { node?: Node }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[])
        if (entry.sources.some((s) => !(s.node instanceof Element && s.node.closest('.app-footer'))))
          w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

const cases = [
  ...(['phone', 'desktop'] as const).flatMap((device) =>
    (['en', 'de'] as const).flatMap((locale) =>
      (['light', 'dark'] as const).map((colorScheme) => ({ device, locale, colorScheme, path: '/sign-in' })),
    ),
  ),
  // With the line the page shows after a sign-out or when the session ended.
  { device: 'phone', locale: 'de', colorScheme: 'light', path: '/sign-in?reason=session-ended' } as const,
  { device: 'desktop', locale: 'en', colorScheme: 'dark', path: '/sign-in?reason=signed-out' } as const,
];

for (const { device, locale, colorScheme, path } of cases)
  test(`the sign-in shell is the sign-in page, pixel for pixel (${path}, ${device}, ${locale}, ${colorScheme})`, async ({
    page,
  }, testInfo) => {
    const viewport = VIEWPORTS[device];
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme });
    await page.addInitScript((l) => localStorage.setItem('vds-locale', l), locale);
    const layoutShift = await recordShiftAboveFooter(page);
    const release = await holdApp(page);
    await page.goto(path);
    await expect(page.locator('h1')).toHaveText(locale === 'de' ? 'Anmelden' : 'Sign in');
    await expect(page.locator('.sign-in button')).toHaveAttribute('inert');
    const shell = await shot(page);

    release();
    // The app's page: its controls work (the shell's were inert).
    await expect(page.locator('.sign-in button:not([inert])')).toBeVisible();
    await expect(page.locator('.app-header__menu:not([inert])')).toBeAttached();
    await page.waitForLoadState('networkidle');
    const app = await shot(page);

    writeFileSync(testInfo.outputPath('shell.png'), shell);
    writeFileSync(testInfo.outputPath('app.png'), app);
    expect(await differingPixels(page, shell, app), 'pixels that differ between the shell and the app').toBe(0);
    expect(await layoutShift()).toBe(0);
  });

test('a signed-in page never shows the sign-in shell: only the header and a loading line', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/vehicles');
  await expect(page.getByRole('status')).toHaveText('Loading…');
  await expect(page.locator('.app-header__brand')).toBeVisible();
  await expect(page.locator('h1, .sign-in, .app-header__menu, button')).toHaveCount(0);
  release();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the shell says the dashboard needs JavaScript, and offers no sign-in it cannot do', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.locator('.app-header__brand')).toBeVisible();
    await expect(page.locator('h1, .sign-in, button')).toHaveCount(0);
    await expect(page.getByRole('status')).toBeHidden();
    await expect(page.locator('main noscript p').first()).toBeVisible();
    await expect(page.locator('main noscript p').first()).toHaveText(
      'The dashboard needs JavaScript: turn it on and reload the page.',
    );
  });
});
