import { expect, type Locator, type Page, type Request } from '@playwright/test';
import type { FaultsCommand, FaultsState } from '../../contract/control';
import { workerServers } from './servers';

/** `PUT /control/faults`: the faults in force from now on (they replace any set before). */
export async function setFaults(page: Page, command: FaultsCommand): Promise<FaultsState> {
  const res = await page.request.put(`${workerServers().apiUrl}/control/faults`, { data: command });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as FaultsState;
}

/** `DELETE /control/faults`: no faults; answers the counters of the ones that were in force. */
export async function clearFaults(page: Page): Promise<FaultsState> {
  const res = await page.request.delete(`${workerServers().apiUrl}/control/faults`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as FaultsState;
}

/**
 * Uncaught errors and console errors. The browser's own line for a failed load ("Failed to load resource: …") is
 * left out: it reports the fault the test caused, not a fault of the page.
 */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/** Every GET the page sends to the data API (preflights are not page requests), as it starts. */
export function apiRequests(page: Page, path?: RegExp): Request[] {
  const seen: Request[] = [];
  const api = workerServers().apiUrl;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.origin === api && (!path || path.test(url.pathname))) seen.push(request);
  });
  return seen;
}

/** The correlation id a problem alert shows. */
export const shownCorrelationId = (alert: Locator) => alert.locator('.problem-alert__correlation code').textContent();

/** A page that is not blank: the main landmark holds a first-level heading. */
export async function expectPage(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
}
