/**
 * `tsx scripts/bench/layout-cold.ts` (under the shared lock): what CSS overrides do to a view's first rendering, cold.
 * Loads each view (PROBE_VIEWS, `overview,battery`) signed in on a phone's viewport PROBE_ROUNDS times per variant,
 * variants in turn (the CSS as built, then PROBE_VARIANTS: JSON `{name: css}`, each added in a `<style>` from the
 * document's start; the build gets an empty one), tracing each load: the main thread's Recalculate Style, Layout,
 * Pre-paint, Paint, Layerize and Commit summed after navigation, and the longest task holding rendering work.
 * Prints each variant's medians. BENCH_DIST measures another build.
 */
import type { Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VINS } from '../../sandbox/fleet';
import { scenario, signIn, VIEWS } from './browser';
import { DASHBOARD, startServers } from './servers';
import { launchPhone, median, readTrace, startTrace } from './trace';

const views = (process.env.PROBE_VIEWS ?? 'overview,battery').split(',');
const rounds = Number(process.env.PROBE_ROUNDS ?? 5);
const variants: Record<string, string> = {
  built: '',
  ...(JSON.parse(process.env.PROBE_VARIANTS ?? '{}') as Record<string, string>),
};
const PHASES = ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit'];

/** One load: each phase's sum (ms) after navigation, and the longest task with rendering work in it. */
async function load(page: Page, url: string, ready: () => Promise<unknown>): Promise<Record<string, number>> {
  const cdp = await page.context().newCDPSession(page);
  await startTrace(cdp);
  await page.goto(url, { waitUntil: 'load' });
  await ready();
  await page.waitForTimeout(1500);
  const events = await readTrace(cdp);
  await cdp.detach();
  const start = events.find(
    (e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL).startsWith(url.replace(/\/$/, '')),
  )!;
  const main = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === start.pid,
  )!;
  const on = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.ts >= start.ts);
  const out: Record<string, number> = {};
  for (const p of PHASES) out[p] = on.filter((e) => e.name === p).reduce((s, e) => s + e.dur!, 0) / 1000;
  let longest = 0;
  for (const t of on.filter((e) => e.name === 'RunTask' && e.dur! > 5000)) {
    const render = on.some(
      (e) => PHASES.slice(0, 4).includes(e.name) && e.ts >= t.ts && e.ts + e.dur! <= t.ts + t.dur!,
    );
    if (render) longest = Math.max(longest, t.dur! / 1000);
  }
  out['longest task'] = longest;
  return out;
}

const stop = await startServers();
const userDir = mkdtempSync(join(tmpdir(), 'vds-cold-'));
const context = await launchPhone(userDir);
// The variant's CSS from the document's start, in a `<style>` of its own (empty for the build).
await context.addInitScript(`{
  const style = document.createElement('style');
  style.textContent = localStorage.getItem('layout-probe-css') ?? '';
  document.documentElement.append(style);
}`);
try {
  const page = await context.newPage();
  await scenario(page, { kind: 'park', vin: VINS.evSedan });
  await signIn(page, 'owner@example.com', `/vehicles/${VINS.evSedan}`);
  await page.getByText(/last update/).waitFor();
  for (const name of views) {
    const view = VIEWS.find((v) => v.name === name)!;
    const url = `${DASHBOARD}/vehicles/${VINS.evSedan}${view.path}`;
    const results = new Map(Object.keys(variants).map((k) => [k, [] as Record<string, number>[]]));
    for (let round = 0; round < rounds; round++)
      for (const [k, css] of Object.entries(variants)) {
        await page.goto(`${DASHBOARD}/config.json`);
        await page.evaluate(`localStorage.setItem('layout-probe-css', ${JSON.stringify(css)})`);
        results.get(k)!.push(
          await load(page, url, async () => {
            await page.getByRole('heading', { name: view.ready, exact: true }).first().waitFor();
            await page.getByText(/last update/).waitFor();
          }),
        );
      }
    console.log(`\n== ${name}: medians of ${rounds} loads each (ms, main thread, after navigation)`);
    console.log(`  ${'variant'.padEnd(14)} ${[...PHASES, 'longest task'].map((p) => p.padStart(17)).join('')}`);
    for (const [k, runs] of results)
      console.log(
        `  ${k.padEnd(14)} ${[...PHASES, 'longest task']
          .map((p) =>
            median(runs.map((r) => r[p]!))
              .toFixed(1)
              .padStart(17),
          )
          .join('')}`,
      );
  }
} finally {
  await context.close();
  rmSync(userDir, { recursive: true, force: true });
  await stop();
}
