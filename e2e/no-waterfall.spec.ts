import type { Page, Request } from '@playwright/test';
import { test, expect } from './fixtures';
import { signIn, VIN } from './support/sign-in';
import { addDataLatency, recordApiRequests, repeated, untilStreamSettled, VEHICLE_VIEWS } from './support/views';

/** Added to every data request, so a request that waits for another shows up as a gap of at least this much. */
const LATENCY_MS = 400;

type Timing = { url: string; start: number; end: number };

async function recordVehicleRequests(page: Page, api: string): Promise<Timing[]> {
  const timings: Timing[] = [];
  const started = new Map<Request, number>();
  await addDataLatency(page, LATENCY_MS);
  page.on('request', (request) => {
    if (request.url().startsWith(`${api}/v1/vehicles/`) && request.method() === 'GET') started.set(request, Date.now());
  });
  page.on('requestfinished', (request) => {
    const start = started.get(request);
    if (start !== undefined) timings.push({ url: request.url().replace(api, ''), start, end: Date.now() });
  });
  return timings;
}

for (const view of VEHICLE_VIEWS) {
  test(`${view.name}: every request the view needs starts before the first one answers, and is sent once, stream on`, async ({
    page,
    apiUrl,
  }) => {
    const timings = await recordVehicleRequests(page, apiUrl);
    const apiRequests = recordApiRequests(page);
    await signIn(page, 'owner@example.com', `/vehicles/${VIN.evSuv}${view.path}`);
    await expect(page.getByRole('heading', { name: view.ready, exact: true }).first()).toBeVisible();
    await expect.poll(() => timings.length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    // With the stream on: its retained messages arrive after the REST answers and must not ask for them again.
    await expect(page.getByText(/last update/)).toBeVisible();
    await untilStreamSettled(page, apiRequests);
    await page.waitForLoadState('networkidle');
    expect(repeated(timings.map((t) => t.url)), 'requests sent more than once (one request per answer)').toEqual([]);

    const t0 = Math.min(...timings.map((t) => t.start));
    const firstEnd = Math.min(...timings.map((t) => t.end));
    const late = timings.filter((t) => t.start >= firstEnd);
    expect(
      late.map((t) => `${t.url} (${t.start - t0}–${t.end - t0} ms)`),
      'requests that waited for another one (a waterfall)',
    ).toEqual([]);

    const slowest = Math.max(...timings.map((t) => t.end - t.start));
    const all = Math.max(...timings.map((t) => t.end)) - Math.min(...timings.map((t) => t.start));
    console.log(
      `${view.name.padEnd(9)} ${String(timings.length).padStart(2)} requests in parallel; all answered in ${all} ms = ${(all / slowest).toFixed(2)} × the slowest single request (${slowest} ms, ${LATENCY_MS} ms latency added)`,
    );
  });
}
