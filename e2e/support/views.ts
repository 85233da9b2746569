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
