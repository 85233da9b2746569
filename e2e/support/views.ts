import { expect, type Page } from '@playwright/test';
import { MARKS } from '../../src/utils/timing-marks';
import { workerServers } from './servers';

export { HISTORY_VIEWS, VEHICLE_VIEWS } from './view-list';

/** Delays every data request by `ms` before it goes to the sandbox, as a slow network would. */
export async function addDataLatency(page: Page, ms: number): Promise<void> {
  await page.route(`${workerServers().apiUrl}/v1/vehicles/**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/**
 * When the page sent each request to the data API (every GET: the views', a nonce retry's, /health's), for
 * `untilStreamSettled`; set it up before the page loads.
 */
export function recordApiRequests(page: Page): number[] {
  const sent: number[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(`${workerServers().apiUrl}/`) && r.method() === 'GET') sent.push(Date.now());
  });
  return sent;
}

/**
 * Waits, by the app's timing marks (`src/utils/timing-marks.ts`), until the live cache has written every stream
 * message that reached the page (its newest flush is after the newest message) and every API request the page began,
 * a refetch that flush asked for included, has gone out (`sent`: from `recordApiRequests`; the marks count from the
 * document's start, `performance.timeOrigin`).
 */
export async function untilStreamSettled(page: Page, sent: number[]): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          ([message, flush]) => {
            const newest = (name: string) => performance.getEntriesByName(name).at(-1)?.startTime;
            const [m, f] = [newest(message), newest(flush)];
            return m !== undefined && f !== undefined && f >= m;
          },
          [MARKS.liveMessage, MARKS.liveFlush] as const,
        ),
      'the live cache wrote the stream’s messages',
    )
    .toBe(true);
  const { begun, origin } = await page.evaluate((name) => {
    const newest = performance.getEntriesByName(name).at(-1) as PerformanceMark | undefined;
    return { begun: (newest?.detail as number | undefined) ?? 0, origin: performance.timeOrigin };
  }, MARKS.apiRequest);
  await expect
    .poll(() => sent.filter((at) => at >= origin).length, 'every API request the page began went out')
    .toBeGreaterThanOrEqual(begun);
}

/** The request URLs sent more than once, each as "url × n" (one request per answer: none). */
export function repeated(urls: string[]): string[] {
  const counts = new Map<string, number>();
  for (const url of urls) counts.set(url, (counts.get(url) ?? 0) + 1);
  return [...counts].filter(([, n]) => n > 1).map(([url, n]) => `${url} × ${n}`);
}
