import { expect, type Page } from '@playwright/test';
import { workerServers } from './servers';

/** `POST /control/scenarios` on this worker's sandbox; fails the test unless the scenario applied. */
export async function scenario(page: Page, data: Record<string, unknown>): Promise<void> {
  const res = await page.request.post(`${workerServers().apiUrl}/control/scenarios`, { data });
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * Parks the car and ends its charge, so `drive` and `charge-start` apply whatever the simulated day has it doing at
 * the sandbox's start instant (`SANDBOX_START`). Only the scenario's own "already so" refusal (422 "is not driving",
 * "is not charging") is taken as done. Returns the scenarios that changed the car (none when it was at rest).
 */
export async function atRest(page: Page, vin: string): Promise<string[]> {
  const applied: string[] = [];
  for (const kind of ['park', 'charge-stop']) {
    const res = await page.request.post(`${workerServers().apiUrl}/control/scenarios`, { data: { kind, vin } });
    if (res.status() === 422 && /is not (driving|charging)/.test(await res.text())) continue;
    expect(res.ok(), await res.text()).toBe(true);
    applied.push(kind);
  }
  return applied;
}

/** `POST /control/clock` `advanceMs`: moves this worker's simulated time forward. */
export async function advanceClock(page: Page, ms: number): Promise<void> {
  const res = await page.request.post(`${workerServers().apiUrl}/control/clock`, { data: { advanceMs: ms } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Raises `count` active warnings on the car, the newest last: codes `${code}-0`, …, titles `${title} 0`, …. */
export async function raiseWarnings(page: Page, vin: string, count: number, code: string, title: string) {
  for (let i = 0; i < count; i++)
    await scenario(page, {
      kind: 'alert-raise',
      vin,
      code: `${code}-${i}`,
      severity: 'warning',
      title: `${title} ${i}`,
      description: `Raised by an end-to-end test (${i}).`,
    });
}
