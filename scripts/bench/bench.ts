/**
 * `npm run bench`: one table of the dashboard's figures, from the last build (`dist`, built first when missing):
 * 1. gzip size of each route's JavaScript (the entry, and what each route module adds);
 * 2. Lighthouse mobile performance (score, FCP, TBT) of the sign-in page, the overview and the battery view: the median
 *    of BENCH_LIGHTHOUSE_RUNS runs (5), each in a new browser, as Lighthouse's docs/variability.md advises, and the
 *    range of all runs;
 * 3. each vehicle view's requests with the stream on: repeated ones and the ratio of all to the slowest;
 * 4. the main thread's busy time per minute on the overview with the stream on, for a parked and a driving car, and
 *    the time per stream message;
 * 5. scale: 10,000 alerts, five years of journeys with a 50,000-point route, 200 cells, as a ratio to empty views:
 *    the median of BENCH_SCALE_ROUNDS pairs (3), with every pair's ratio;
 * 6. `npm run bench:sandbox` (the data API's and the broker's throughput and latency), its summary lines.
 * BENCH_DIST measures another build (e.g. main's); BENCH_PARTS a subset (`lighthouse-sign-in`, `lighthouse-overview`,
 * `lighthouse-battery`: one view's Lighthouse alone); BENCH_STREAM_SECONDS the stream windows.
 * The servers run on their own ports (./servers.ts); it takes minutes of both cores: run it under the shared lock.
 */
import { chromium, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VINS } from '../../sandbox/fleet';
import { busyTime, requestRatios, scenario, signIn } from './browser';
import { lighthouseRun, medianRun, type LighthouseRun } from './lighthouse';
import { DASHBOARD, startServers } from './servers';
import { scaleRatios } from './scale';
import { routeSizes } from './sizes';

const STREAM_SECONDS = Number(process.env.BENCH_STREAM_SECONDS ?? 30);
const PORT = 9333;
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const SCALE_ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 3);
const VIEWS = ['sign-in', 'overview', 'battery'] as const;
type View = (typeof VIEWS)[number];
const parts = new Set((process.env.BENCH_PARTS ?? 'sizes,lighthouse,requests,busy,scale,sandbox').split(','));
const table: [string, string][] = [];
/** Each figure is printed as it is measured (a later part that fails loses nothing), and again in the final table. */
const row = (what: string, value: string) => {
  table.push([what, value]);
  console.log(`${what}: ${value}`);
};
const ms = (n: number) => `${Math.round(n).toLocaleString('en')} ms`;

if (!existsSync('dist/.vite/manifest.json') && spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' }).status)
  process.exit(1);
if (parts.has('sizes'))
  for (const { route, kb } of routeSizes(process.env.BENCH_DIST)) row(`JS gzip: ${route}`, `${kb.toFixed(1)} KB`);

/** A browser of its own (a new profile, so a new user), with the Chrome DevTools port Lighthouse drives. */
async function launch() {
  const dir = mkdtempSync(join(tmpdir(), 'vds-bench-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', `--remote-debugging-port=${PORT}`],
  });
  // Map tiles come from the web, which is not reachable here: answered locally (empty).
  await context.route(/\/\d+\/\d+\/\d+\.png(\?.*)?$/, (r) => r.fulfill({ status: 204 }));
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function signedIn(page: Page) {
  await scenario(page, { kind: 'park', vin: VINS.evSedan });
  await signIn(page, 'owner@example.com', `/vehicles/${VINS.evSedan}`);
}

const lighthouseViews = VIEWS.filter((view) => parts.has('lighthouse') || parts.has(`lighthouse-${view}`));
const browserParts = ['requests', 'busy', 'scale'].filter((p) => parts.has(p));

if (lighthouseViews.length || browserParts.length) {
  const stop = await startServers();
  try {
    if (lighthouseViews.length) await lighthouseRows();
    if (browserParts.length) await browserRows();
  } finally {
    await stop();
  }
}

/**
 * Each round is a new user's: a new browser, the sign-in page signed out, then the overview and the battery view once
 * signed in. One row per view: the median run as Lighthouse picks it, and the range of every run.
 */
async function lighthouseRows() {
  const runs = new Map<View, LighthouseRun[]>(VIEWS.map((v) => [v, []]));
  const failures = new Map<View, string[]>(VIEWS.map((v) => [v, []]));
  const urls: Record<View, string> = {
    'sign-in': `${DASHBOARD}/sign-in`,
    overview: `${DASHBOARD}/vehicles/${VINS.evSedan}`,
    battery: `${DASHBOARD}/vehicles/${VINS.evSedan}/battery`,
  };
  const measure = async (view: View, round: number) => {
    if (!lighthouseViews.includes(view)) return;
    try {
      const r = await lighthouseRun(urls[view], PORT);
      runs.get(view)!.push(r);
      console.log(`  Lighthouse ${view}, run ${round}: ${r.score} (FCP ${ms(r.fcpMs)}, TBT ${ms(r.tbtMs)})`);
    } catch (error) {
      // Lighthouse's own failures (NO_NAVSTART, a trace it could not read) lose one run, not the table.
      failures.get(view)!.push((error as Error).message);
      console.log(`  Lighthouse ${view}, run ${round}: failed (${(error as Error).message})`);
    }
  };
  for (let round = 1; round <= LIGHTHOUSE_RUNS; round++) {
    const { context, close } = await launch();
    try {
      await measure('sign-in', round);
      if (lighthouseViews.some((view) => view !== 'sign-in')) await signedIn(await context.newPage());
      await measure('overview', round);
      await measure('battery', round);
    } finally {
      await close();
    }
  }
  const range = (ns: number[]) => {
    const [lo, hi] = [Math.min(...ns), Math.max(...ns)].map((n) => Math.round(n).toLocaleString('en'));
    return lo === hi ? lo! : `${lo}–${hi}`;
  };
  for (const view of lighthouseViews) {
    const all = runs.get(view)!;
    const failed = failures.get(view)!;
    if (all.length === 0) {
      row(`Lighthouse mobile: ${view}`, `no run completed (${failed.join('; ')})`);
      continue;
    }
    const m = medianRun(all);
    row(
      `Lighthouse mobile: ${view}`,
      `${m.score} (median of ${all.length} runs${failed.length ? `, ${failed.length} failed` : ''}: ` +
        `FCP ${ms(m.fcpMs)}, TBT ${ms(m.tbtMs)}, LCP ${ms(m.lcpMs)}; host index ${Math.round(m.benchmarkIndex)}); ` +
        `every run ${range(all.map((r) => r.score))}, TBT ${range(all.map((r) => r.tbtMs))} ms`,
    );
  }
}

async function browserRows() {
  const { context, close } = await launch();
  try {
    const page = await context.newPage();
    await signedIn(page);
    // The sign-in page stays open only where it writes no cache (the requests part clears the persisted one per view).
    await page.goto('about:blank');
    if (parts.has('requests'))
      for (const r of await requestRatios(context))
        row(
          `requests, stream on: ${r.view}`,
          `${r.requests} sent, ${r.repeated} repeated, all in ${r.ratio.toFixed(2)} × the slowest`,
        );
    if (parts.has('busy')) {
      // The simulated day may have the car on charge: stopped first (a car not charging answers 422, which is fine).
      await scenario(page, { kind: 'charge-stop', vin: VINS.evSedan });
      const parked = await busyTime(context, VINS.evSedan, STREAM_SECONDS);
      await scenario(page, { kind: 'drive', vin: VINS.evSedan, speedKmh: 60 });
      const driving = await busyTime(context, VINS.evSedan, STREAM_SECONDS).finally(() =>
        scenario(page, { kind: 'park', vin: VINS.evSedan }),
      );
      for (const [car, b] of [
        ['parked', parked],
        ['driving', driving],
      ] as const)
        row(
          `main thread, overview + stream: ${car}`,
          `${ms(b.busyMsPerMinute)} busy a minute, ${Math.round(b.messagesPerMinute)} messages a minute`,
        );
      const extra = driving.received - parked.received;
      if (extra > 0)
        row(
          'main thread per stream message',
          `${((driving.busyMsPerMinute - parked.busyMsPerMinute) / ((extra * 60) / STREAM_SECONDS)).toFixed(2)} ms (driving minus parked, per extra message)`,
        );
    }
    if (parts.has('scale'))
      for (const r of await scaleRatios(context, SCALE_ROUNDS))
        row(
          `scale: ${r.view}`,
          `${r.ratio.toFixed(2)} × empty (${ms(r.largeMs)} against ${ms(r.emptyMs)} of main-thread work; every pair ${r.ratios.map((x) => x.toFixed(2)).join(', ')})`,
        );
  } finally {
    await close();
  }
}

if (parts.has('sandbox')) {
  // Its own BENCH_PARTS (this one's names mean nothing to it): all its parts.
  const { BENCH_PARTS: _parts, ...env } = process.env;
  const out = spawnSync('npx', ['tsx', 'sandbox/bench/run.ts'], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
    env: { BENCH_LOAD_SECONDS: '15', ...env },
  });
  if (out.status) console.error(out.stderr);
  // Its figures (the lines `figure: <what>: <value>`), one row each; the full tables are in `npm run bench:sandbox`.
  for (const line of out.stdout.split('\n')) {
    const figure = /^figure: (.+?): (.+)$/.exec(line);
    if (figure) row(`sandbox: ${figure[1]}`, figure[2]!);
  }
  if (!/every request answered as expected/.test(out.stdout)) row('sandbox', 'UNEXPECTED: see npm run bench:sandbox');
}

const width = Math.max(...table.map(([w]) => w.length));
console.log(`\nnpm run bench (${new Date().toISOString().slice(0, 16)}Z)\n`);
for (const [what, value] of table) console.log(`${what.padEnd(width)}  ${value}`);
