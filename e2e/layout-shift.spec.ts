import { test, expect } from './fixtures';
import { recordLayoutShift } from './support/layout-shift';
import { signIn, VIN } from './support/sign-in';
import { addDataLatency, HISTORY_VIEWS, VEHICLE_VIEWS } from './support/views';

/** Data arrives late on purpose, so a view that grows when it arrives shows up as layout shift. */
const LATENCY_MS = 600;
/** "Good" cumulative layout shift (web.dev Core Web Vitals). */
const GOOD_CLS = 0.1;

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const cases = [
  ...VEHICLE_VIEWS.map((view) => ({ ...view, path: `/vehicles/${VIN.evSuv}${view.path}`, viewport: DESKTOP })),
  ...HISTORY_VIEWS.map((view) => ({ ...view, path: view.path.replace(':vin', VIN.evSuv), viewport: DESKTOP })),
  // Phone: one column, so every section below a growing one would move.
  ...VEHICLE_VIEWS.filter((view) => ['overview', 'ev', 'battery'].includes(view.name)).map((view) => ({
    ...view,
    path: `/vehicles/${VIN.evSuv}${view.path}`,
    name: `${view.name} (phone)`,
    viewport: PHONE,
  })),
];

for (const view of cases) {
  test(`${view.name}: no layout shift when the data arrives`, async ({ page }) => {
    const layoutShift = await recordLayoutShift(page);
    await addDataLatency(page, LATENCY_MS);
    await page.setViewportSize(view.viewport);
    await signIn(page, 'owner@example.com', view.path);
    await expect(page.getByRole('heading', { name: view.ready, exact: true }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const cls = await layoutShift();
    console.log(`${view.name.padEnd(16)} cumulative layout shift ${cls.toFixed(3)} (data ${LATENCY_MS} ms late)`);
    expect(cls).toBeLessThan(GOOD_CLS);
  });
}
