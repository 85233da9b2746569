import type { BrowserContext, CDPSession, Page, Request, WebSocket } from '@playwright/test';
import { VINS } from '../../sandbox/fleet';
import { VEHICLE_VIEWS } from '../../e2e/support/view-list';
import { storageNames } from '../../src/config/storage-names';

import { API, DASHBOARD } from './servers';

/** Signs in through the real pages (as `e2e/support/sign-in.ts` does) and lands on `returnTo`. */
export async function signIn(page: Page, email: string, returnTo: string): Promise<void> {
  await page.goto(`${DASHBOARD}/sign-in?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const allow = page.getByRole('button', { name: 'Allow' });
  await Promise.race([
    allow.waitFor({ state: 'visible' }),
    page.waitForURL((u) => u.origin === DASHBOARD && !['/callback', '/sign-in'].includes(u.pathname)),
  ]);
  if (await allow.isVisible()) await allow.click();
  await page.waitForURL((u) => u.origin === DASHBOARD && !['/callback', '/sign-in'].includes(u.pathname));
}

export async function scenario(page: Page, data: Record<string, unknown>): Promise<void> {
  const res = await page.request.post(`${API}/control/scenarios`, { data });
  if (!res.ok() && !(res.status() === 422 && /is not (driving|charging)/.test(await res.text())))
    throw new Error(`scenario ${JSON.stringify(data)}: ${res.status()} ${await res.text()}`);
}

export const VIEWS = VEHICLE_VIEWS;

const LATENCY_MS = 400;

/**
 * Deletes the persisted query cache (idb-keyval's default store), so the next view sends its requests instead of
 * showing answers an earlier view or Lighthouse run left. No other page of the dashboard may be open meanwhile: it
 * would write its cache back.
 */
export async function clearPersistedCache(page: Page): Promise<void> {
  // The service worker serves the app for any other navigation (which would restore and write the cache again).
  await page.goto(`${DASHBOARD}/config.json`);
  // A string: this file is type-checked without the DOM's types.
  await page.evaluate(`new Promise((resolve, reject) => {
    const open = indexedDB.open('keyval-store');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('keyval')) return resolve(db.close());
      const tx = db.transaction('keyval', 'readwrite');
      tx.objectStore('keyval').delete(${JSON.stringify(storageNames.queryCache)});
      tx.oncomplete = () => resolve(db.close());
      tx.onerror = () => reject(tx.error);
    };
  })`);
}

/**
 * Each vehicle view opened in a fresh page with the stream on and 400 ms added to every data request (as
 * `e2e/no-waterfall.spec.ts` does), the persisted cache cleared first: how long all its data took as a ratio to the
 * slowest single request, and how many requests went out more than once (one request per answer: 0).
 */
export async function requestRatios(context: BrowserContext, vin = VINS.evSuv) {
  const rows: { view: string; requests: number; repeated: number; ratio: number }[] = [];
  for (const view of VIEWS) {
    const page = await context.newPage();
    await clearPersistedCache(page);
    const timings: { url: string; start: number; end: number }[] = [];
    const started = new Map<Request, number>();
    await page.route(`${API}/v1/vehicles/**`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
      await route.continue();
    });
    page.on('request', (r) => {
      if (r.url().startsWith(`${API}/v1/vehicles/`) && r.method() === 'GET') started.set(r, Date.now());
    });
    page.on('requestfinished', (r) => {
      const start = started.get(r);
      if (start !== undefined) timings.push({ url: r.url(), start, end: Date.now() });
    });
    await page.goto(`${DASHBOARD}/vehicles/${vin}${view.path}`);
    await page.getByRole('heading', { name: view.ready, exact: true }).first().waitFor();
    await page.getByText(/last update/).waitFor();
    // The retained messages' writes (every 250 ms) and any refetch they caused (400 ms latency).
    await page.waitForTimeout(1_500);
    await page.waitForLoadState('networkidle');
    const slowest = Math.max(...timings.map((t) => t.end - t.start));
    const all = Math.max(...timings.map((t) => t.end)) - Math.min(...timings.map((t) => t.start));
    const urls = timings.map((t) => t.url);
    rows.push({
      view: view.name,
      requests: urls.length,
      repeated: urls.length - new Set(urls).size,
      ratio: all / slowest,
    });
    await page.close();
  }
  return rows;
}

/** MQTT PUBLISH packets in a WebSocket frame (several packets may share a frame). */
function publishes(frame: Buffer): number {
  let count = 0;
  for (let i = 0; i < frame.length;) {
    const type = frame[i]! >> 4;
    let length = 0;
    let shift = 0;
    let j = i + 1;
    for (; j < frame.length; j++) {
      length += (frame[j]! & 0x7f) << shift;
      shift += 7;
      if (!(frame[j]! & 0x80)) break;
    }
    if (type === 3) count++;
    i = j + 1 + length;
  }
  return count;
}

const taskSeconds = async (cdp: CDPSession) =>
  (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;

/**
 * The renderer main thread's busy time (CDP Performance.getMetrics `TaskDuration`: every task it ran) on the overview
 * with the stream on for `seconds`, scaled to a minute, and the stream messages that arrived meanwhile.
 */
export async function busyTime(context: BrowserContext, vin: string, seconds: number) {
  const page = await context.newPage();
  let messages = 0;
  page.on('websocket', (ws: WebSocket) =>
    ws.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string') messages += publishes(payload);
    }),
  );
  await page.goto(`${DASHBOARD}/vehicles/${vin}`);
  await page.getByRole('heading', { name: 'Active alerts', exact: true }).waitFor();
  await page.getByText(/last update/).waitFor();
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const before = await taskSeconds(cdp);
  const messagesBefore = messages;
  await page.waitForTimeout(seconds * 1000);
  const busyMs = ((await taskSeconds(cdp)) - before) * 1000;
  const received = messages - messagesBefore;
  await page.close();
  return { busyMsPerMinute: (busyMs * 60) / seconds, messagesPerMinute: (received * 60) / seconds, busyMs, received };
}
