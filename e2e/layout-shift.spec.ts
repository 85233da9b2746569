import { test, expect } from './fixtures';
import { API, signIn, VIN } from './support/sign-in';

/** Data arrives late on purpose, so a view that grows when it arrives shows up as layout shift. */
const LATENCY_MS = 600;
/** "Good" cumulative layout shift (web.dev Core Web Vitals). */
const GOOD_CLS = 0.1;

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const views = [
  { name: 'overview', path: '', ready: 'Active alerts', viewport: DESKTOP },
  { name: 'status', path: '/status', ready: 'Doors, windows and tyres', viewport: DESKTOP },
  { name: 'alerts', path: '/alerts', ready: 'Alerts', viewport: DESKTOP },
  { name: 'journeys', path: '/journeys', ready: 'Journey list', viewport: DESKTOP },
  { name: 'ev', path: '/ev', ready: 'Charge', viewport: DESKTOP },
  { name: 'battery', path: '/battery', ready: 'Cell voltages', viewport: DESKTOP },
  // Phone: one column, so every section below a growing one would move.
  { name: 'overview (phone)', path: '', ready: 'Active alerts', viewport: PHONE },
  { name: 'ev (phone)', path: '/ev', ready: 'Charge', viewport: PHONE },
  { name: 'battery (phone)', path: '/battery', ready: 'Cell voltages', viewport: PHONE },
];

for (const view of views) {
  test(`${view.name}: no layout shift when the data arrives`, async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.__cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.route(`${API}/v1/vehicles/**`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
      await route.continue();
    });
    await page.setViewportSize(view.viewport);
    await signIn(page, 'owner@example.com', `/vehicles/${VIN.evSuv}${view.path}`);
    await expect(page.getByRole('heading', { name: view.ready, exact: true }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    console.log(`${view.name.padEnd(16)} cumulative layout shift ${cls.toFixed(3)} (data ${LATENCY_MS} ms late)`);
    expect(cls).toBeLessThan(GOOD_CLS);
  });
}
