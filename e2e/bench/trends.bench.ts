import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signIn, VIN } from '../support/sign-in';
import { VIEWPORTS } from '../support/viewports';
import { startCpuProfile } from './cpu-profile';

/**
 * Time to chart a period once its summaries are cached (aggregation and rendering, no network), five years against
 * 30 days, and every main-thread long task (PerformanceObserver `longtask`) while fetching and charting: none may
 * exceed 200 ms. Prints the figures; `BENCH_PROFILE=1` adds the renderer's CPU profile (self time, CDP Profiler).
 * The EV SUV was delivered in 2021, so it has the whole five years.
 */
const CAR = VIN.evSuv;
const ROUNDS = 5;
const LONG_TASK_LIMIT_MS = 200;

declare global {
  interface Window {
    __longTasks: number[];
  }
}

/**
 * From a click to the frame that painted the new distance chart. The waits read the DOM with `querySelector` (no
 * role queries): Playwright's role engine walks the whole page on the main thread, and its tasks would count too.
 */
async function chartTime(page: Page, radio: string, heading: string, by: string): Promise<number> {
  const start = await page.evaluate(() => performance.now());
  await pick(page, radio);
  await shown(page, heading, by);
  return page.evaluate(
    (t0) => new Promise<number>((r) => requestAnimationFrame(() => r(performance.now() - t0))),
    start,
  );
}

/** Checks a period or bucket size of the picker (a CSS query: no role engine). */
const pick = (page: Page, option: string) =>
  page
    .locator('.choice-chips__option', { hasText: new RegExp(`^${option}$`) })
    .locator('input')
    .check();

/** Waits for the period's heading and bars in its distance chart. */
async function shown(page: Page, heading: string, by: string) {
  await page.waitForFunction(
    ({ h2, h3 }) =>
      [...document.querySelectorAll('h2')].some((h) => h.textContent?.startsWith(h2)) &&
      [...document.querySelectorAll('h3')]
        .find((h) => h.textContent === h3)
        ?.closest('section')
        ?.querySelector('.recharts-bar-rectangle'),
    { h2: heading, h3: `Distance per ${by.toLowerCase()}` },
    { timeout: 300_000 },
  );
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const takeLongTasks = (page: Page) => page.evaluate(() => window.__longTasks.splice(0));
const describeTasks = (tasks: number[]) =>
  `${tasks.length} (longest ${tasks.length ? Math.max(...tasks).toFixed(0) : 0} ms), over ${LONG_TASK_LIMIT_MS} ms: ${tasks.filter((d) => d > LONG_TASK_LIMIT_MS).length}`;

test('trends: time to chart five years against 30 days, and long tasks', async ({ page, context }) => {
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'owner@example.com', `/vehicles/${CAR}/trends?period=30d&by=day`);
  await expect(page.getByRole('heading', { name: /^Last 30 days, / })).toBeVisible();
  await takeLongTasks(page);
  const profile = process.env.BENCH_PROFILE ? await startCpuProfile(await context.newCDPSession(page)) : undefined;

  const fetchStart = await page.evaluate(() => performance.now());
  await pick(page, 'All');
  await shown(page, 'All, ', 'Month');
  const firstFetch = (await page.evaluate(() => performance.now())) - fetchStart;
  const firstTasks = await takeLongTasks(page);
  const journeys = await page
    .getByLabel('Period totals')
    .getByText('Journeys', { exact: true })
    .locator('xpath=following-sibling::dd')
    .textContent();

  const short: number[] = [];
  const long: number[] = [];
  const longByDay: number[] = [];
  for (let k = 0; k < ROUNDS; k++) {
    short.push(await chartTime(page, 'Last 30 days', 'Last 30 days, ', 'Day'));
    long.push(await chartTime(page, 'All', 'All, ', 'Month'));
    longByDay.push(await chartTime(page, 'Day', 'All, ', 'Day'));
  }
  const roundTasks = await takeLongTasks(page);
  const tasks = [...firstTasks, ...roundTasks];
  console.log(
    [
      `trends benchmark (${CAR}, ${journeys} journeys kept, summaries cached, median of ${ROUNDS}):`,
      `  30 days by day: ${median(short).toFixed(0)} ms`,
      `  5 years by month: ${median(long).toFixed(0)} ms, ratio ${(median(long) / median(short)).toFixed(2)}`,
      `  5 years by day: ${median(longByDay).toFixed(0)} ms, ratio ${(median(longByDay) / median(short)).toFixed(2)}`,
      `  first load of 5 years (fetch + chart): ${firstFetch.toFixed(0)} ms, long tasks ${describeTasks(firstTasks)}`,
      `  long tasks while switching (${ROUNDS * 3} charts): ${describeTasks(roundTasks)}`,
      ...((await profile?.()) ?? []),
    ].join('\n'),
  );
  // `BENCH_SCREENSHOTS=<folder>`: the five years by day as drawn, on a desktop and on a phone.
  const shots = process.env.BENCH_SCREENSHOTS;
  for (const v of shots ? VIEWPORTS : []) {
    await page.setViewportSize(v);
    await page.evaluate(() => new Promise((r) => setTimeout(r, 1000)));
    await page.screenshot({ path: `${shots}/trends-5y-by-day-${v.width}.png`, fullPage: true });
  }
  expect(
    tasks.filter((d) => d > LONG_TASK_LIMIT_MS),
    `long tasks over ${LONG_TASK_LIMIT_MS} ms`,
  ).toEqual([]);
});
