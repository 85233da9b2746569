import type { Page } from '@playwright/test';
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
 * After the stream's first messages (the retained ones) reached the page: how long a refetch they caused would take
 * to start (the live cache writes every 250 ms) and to pass an added latency of up to 400 ms.
 */
export const AFTER_STREAM_MS = 1_500;

/** The request URLs sent more than once, each as "url × n" (one request per answer: none). */
export function repeated(urls: string[]): string[] {
  const counts = new Map<string, number>();
  for (const url of urls) counts.set(url, (counts.get(url) ?? 0) + 1);
  return [...counts].filter(([, n]) => n > 1).map(([url, n]) => `${url} × ${n}`);
}
