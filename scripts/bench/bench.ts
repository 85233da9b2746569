/**
 * `npm run bench`: one table of the dashboard's figures, from the last build (`dist`, built first when missing):
 * 1. gzip size of each route's JavaScript (the entry, and what each route module adds);
 * 2. Lighthouse mobile performance (score, FCP, TBT) of the sign-in page, the overview and the battery view;
 * 3. each vehicle view's requests with the stream on: repeated ones and the ratio of all to the slowest;
 * 4. the main thread's busy time per minute on the overview with the stream on, for a parked and a driving car, and
 *    the time per stream message;
 * 5. scale: 10,000 alerts, five years of journeys with a 50,000-point route, 200 cells, as a ratio to empty views;
 * 6. `npm run bench:sandbox` (the data API's and the broker's throughput and latency), its summary lines.
 * BENCH_DIST measures another build (e.g. main's); BENCH_PARTS a subset (`lighthouse-sign-in`, `lighthouse-overview`,
 * `lighthouse-battery`: one view's Lighthouse alone); BENCH_STREAM_SECONDS the stream windows.
 * The servers run on their own ports (./servers.ts); it takes minutes of both cores: run it under the shared lock.
 */
import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VINS } from '../../sandbox/fleet';
import { busyTime, requestRatios, scenario, signIn } from './browser';
import { lighthouseRun, type LighthouseFigures } from './lighthouse';
import { DASHBOARD, startServers } from './servers';
import { scaleRatios } from './scale';
import { routeSizes } from './sizes';

const STREAM_SECONDS = Number(process.env.BENCH_STREAM_SECONDS ?? 30);
const PORT = 9333;
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

if (
  ['lighthouse', 'lighthouse-sign-in', 'lighthouse-overview', 'lighthouse-battery', 'requests', 'busy', 'scale'].some(
    (p) => parts.has(p),
  )
) {
  const stop = await startServers();
  const profile = mkdtempSync(join(tmpdir(), 'vds-bench-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', `--remote-debugging-port=${PORT}`],
  });
  // Map tiles come from the web, which is not reachable here: answered locally (empty).
  await context.route(/\/\d+\/\d+\/\d+\.png(\?.*)?$/, (r) => r.fulfill({ status: 204 }));
  try {
    const lh = (view: string, figures: LighthouseFigures) =>
      row(
        `Lighthouse mobile: ${view}`,
        `${figures.score} (FCP ${ms(figures.fcpMs)}, TBT ${ms(figures.tbtMs)}, LCP ${ms(figures.lcpMs)}; ` +
          `host index ${Math.round(figures.benchmarkIndex)})`,
      );
    if (parts.has('lighthouse') || parts.has('lighthouse-sign-in'))
      lh('sign-in', await lighthouseRun(`${DASHBOARD}/sign-in`, PORT));
    const page = await context.newPage();
    await scenario(page, { kind: 'park', vin: VINS.evSedan });
    await signIn(page, 'owner@example.com', `/vehicles/${VINS.evSedan}`);
    if (parts.has('lighthouse') || parts.has('lighthouse-overview'))
      lh('overview', await lighthouseRun(`${DASHBOARD}/vehicles/${VINS.evSedan}`, PORT));
    if (parts.has('lighthouse') || parts.has('lighthouse-battery'))
      lh('battery', await lighthouseRun(`${DASHBOARD}/vehicles/${VINS.evSedan}/battery`, PORT));
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
      for (const r of await scaleRatios(context))
        row(
          `scale: ${r.view}`,
          `${r.ratio.toFixed(2)} × empty (${ms(r.largeMs)} against ${ms(r.emptyMs)} of main-thread work)`,
        );
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    await stop();
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
