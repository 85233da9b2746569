import type { BrowserContext, CDPSession, Route } from '@playwright/test';
import { encodePolyline, type LatLngTuple } from '../../contract/polyline';
import { VINS } from '../../sandbox/fleet';
import { clearPersistedCache } from './browser';
import { API, DASHBOARD } from './servers';
import { median } from './trace';

/**
 * Each view rendered with large answers and with empty ones (the real answers from the sandbox, their lists and
 * arrays replaced in the browser, journeys without their route when `fields=summary` asks, as the sandbox answers),
 * as the main thread's busy time (CDP TaskDuration) from navigation until the view is on screen and the network idle,
 * the persisted query cache deleted first (else a view shows the answers the run before left and asks for nothing).
 * Large: 10,000 alerts, five years of journeys (4 a day: 7,300), 200 cells, one journey with a 50,000-point route.
 */
type Size = 'empty' | 'large';
type Body = Record<string, unknown>;

const DAY = 86_400_000;
const time = (ms: number) => new Date(ms).toISOString();

function page<T>(all: number, make: (i: number) => T, url: URL): Body {
  const number = Number(url.searchParams.get('page') ?? 0);
  const size = Number(url.searchParams.get('size') ?? 20);
  const content = Array.from({ length: Math.max(0, Math.min(size, all - number * size)) }, (_, i) =>
    make(number * size + i),
  );
  return { content, page: { number, size, totalElements: all, totalPages: Math.ceil(all / size) } };
}

const alert = (i: number) => ({
  id: `bench-${i}`,
  code: 'P0420',
  severity: ['info', 'warning', 'critical'][i % 3],
  active: i % 2 === 0,
  title: `Bench alert ${i}`,
  description: 'Generated for the scale benchmark.',
  raisedAt: time(Date.now() - i * 60_000),
  clearedAt: i % 2 === 0 ? null : time(Date.now() - i * 30_000),
  signals: [],
});

const routes = new Map<number, string>();
function route(points: number): string {
  const hit = routes.get(points);
  if (hit !== undefined) return hit;
  const line: LatLngTuple[] = Array.from({ length: points }, (_, i) => [
    48.1 + Math.sin(i / 500) * 0.05,
    11.5 + (i / points) * 0.3,
  ]);
  const encoded = encodePolyline(line);
  routes.set(points, encoded);
  return encoded;
}

/** Journey `i` (newest first); `fields=summary` leaves out the route, as the sandbox does. */
export function journeys(points: number, summary = false) {
  const long = summary ? '' : route(points);
  const short = summary ? '' : route(20);
  return (i: number) => ({
    id: `bench-j${i}`,
    startTime: time(Date.now() - (i / 4) * DAY),
    endTime: time(Date.now() - (i / 4) * DAY + 1_800_000),
    distance: 12.5,
    duration: 1800,
    start: { latitude: 48.1, longitude: 11.5 },
    end: { latitude: 48.15, longitude: 11.8 },
    averageSpeed: 25,
    ...(summary ? {} : { route: i === 0 ? long : short }),
  });
}

function cells(body: Body, count: number): Body {
  const signals = (body.signals as { name: string; value: unknown }[]).map((s) =>
    Array.isArray(s.value)
      ? {
          ...s,
          value: Array.from({ length: count }, (_, i) => (s.value as number[])[i % (s.value as number[]).length]),
        }
      : s,
  );
  return { ...body, signals };
}

async function answer(route: Route, size: Size) {
  const url = new URL(route.request().url());
  const response = await route.fetch();
  if (!response.ok()) return route.fulfill({ response });
  let json: Body = await response.json();
  if (url.pathname.endsWith('/alerts')) json = page(size === 'large' ? 10_000 : 0, alert, url);
  else if (url.pathname.endsWith('/journeys'))
    json = page(
      size === 'large' ? 5 * 365 * 4 : 0,
      journeys(50_000, url.searchParams.get('fields') === 'summary'),
      url,
    );
  else if (url.pathname.endsWith('/hv-battery')) json = cells(json, size === 'large' ? 200 : 0);
  return route.fulfill({ response, json });
}

const VIEWS = [
  { name: 'alerts (10,000)', path: '/alerts', ready: 'Alerts' },
  {
    name: 'journeys (5 years, 50,000-point route)',
    path: `/journeys?range=custom&from=${time(Date.now() - 5 * 365 * DAY).slice(0, 10)}&to=${time(Date.now()).slice(0, 10)}`,
    ready: 'Journey list',
  },
  { name: 'battery (200 cells)', path: '/battery', ready: 'Cell voltages' },
];

const busySeconds = async (cdp: CDPSession) =>
  (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;

async function render(context: BrowserContext, path: string, ready: string, size: Size): Promise<number> {
  const tab = await context.newPage();
  await clearPersistedCache(tab);
  // A request still being answered when the tab closes must not throw outside this function.
  await tab.route(`${API}/v1/vehicles/**`, (r) => answer(r, size).catch(() => undefined));
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Performance.enable');
  const before = await busySeconds(cdp);
  await tab.goto(`${DASHBOARD}/vehicles/${VINS.evSedan}${path}`);
  await tab.getByRole('heading', { name: ready, exact: true }).first().waitFor();
  await tab.waitForLoadState('networkidle');
  const ms = ((await busySeconds(cdp)) - before) * 1000;
  await tab.unrouteAll({ behavior: 'ignoreErrors' });
  await tab.close();
  return ms;
}

/**
 * Busy time of each view with large and with empty answers, and their ratio (goal: ≤ 2), in `rounds` pairs (empty,
 * then large): one pair's ratio moves with what the renderer did before (the empty view took 260–470 ms in pairs of
 * one run), so the row is the median pair's, with every pair's ratio.
 */
export async function scaleRatios(context: BrowserContext, rounds = 3) {
  const rows: { view: string; emptyMs: number; largeMs: number; ratio: number; ratios: number[] }[] = [];
  for (const view of VIEWS) {
    const pairs: { emptyMs: number; largeMs: number; ratio: number }[] = [];
    for (let round = 0; round < rounds; round++) {
      const emptyMs = await render(context, view.path, view.ready, 'empty');
      const largeMs = await render(context, view.path, view.ready, 'large');
      pairs.push({ emptyMs, largeMs, ratio: largeMs / emptyMs });
    }
    const ratios = pairs.map((p) => p.ratio);
    const middle = pairs.find((p) => p.ratio === median(ratios))!;
    rows.push({ view: view.name, ...middle, ratios });
  }
  return rows;
}
