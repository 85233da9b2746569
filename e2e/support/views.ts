import type { Page } from '@playwright/test';
import { workerServers } from './servers';

/** The vehicle views, each with a heading that shows once it has rendered. */
export const VEHICLE_VIEWS = [
  { name: 'overview', path: '', ready: 'Active alerts' },
  { name: 'status', path: '/status', ready: 'Doors, windows and tyres' },
  { name: 'alerts', path: '/alerts', ready: 'Alerts' },
  { name: 'journeys', path: '/journeys', ready: 'Journey list' },
  { name: 'location', path: '/location', ready: 'Location' },
  { name: 'ev', path: '/ev', ready: 'Charge' },
  { name: 'battery', path: '/battery', ready: 'Cell voltages' },
] as const;

/** Delays every data request by `ms` before it goes to the sandbox, as a slow network would. */
export async function addDataLatency(page: Page, ms: number): Promise<void> {
  await page.route(`${workerServers().apiUrl}/v1/vehicles/**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}
