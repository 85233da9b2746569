/**
 * `tsx scripts/bench/layout-probe.ts` (under the shared lock): what CSS features cost in a view's first style and layout.
 * Opens each view (PROBE_VIEWS, `overview,battery`) signed in on a phone's viewport, waits for its data, then many times
 * replaces `#main`'s content by a copy of it (as its first mount: every element's style, layout object and layout new)
 * and times the forced style recalc and the forced layout, once per variant in turn: the CSS as built, then with one
 * override each (PROBE_VARIANTS: JSON `{name: css}`; PROBE_BASE: CSS under every variant, e.g. one that lays out what
 * `content-visibility` would skip). Prints each variant's median and its ratio to the build's.
 * A copy has no React behind it; it measures the rendering pipeline only. BENCH_DIST measures another build.
 */
import type { Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VINS } from '../../sandbox/fleet';
import { scenario, signIn, VIEWS } from './browser';
import { DASHBOARD, startServers } from './servers';
import { launchPhone, median } from './trace';

const views = (process.env.PROBE_VIEWS ?? 'overview,battery').split(',');
const rounds = Number(process.env.PROBE_ROUNDS ?? 25);
const variants: Record<string, string> = {
  built: '',
  ...(JSON.parse(process.env.PROBE_VARIANTS ?? '{}') as Record<string, string>),
};

/** One mount of a copy of `#main`'s content under `css`: [style ms, layout ms]. A string: no DOM types here. */
const mountOnce = (page: Page, css: string) =>
  page.evaluate(`(() => {
    let probe = document.getElementById('layout-probe');
    if (!probe) { probe = document.createElement('style'); probe.id = 'layout-probe'; document.head.append(probe); }
    probe.textContent = ${JSON.stringify((process.env.PROBE_BASE ?? '') + css)};
    const main = document.getElementById('main');
    const copy = main.firstElementChild.cloneNode(true);
    main.firstElementChild.remove();
    document.body.offsetHeight;
    main.prepend(copy);
    const t0 = performance.now();
    getComputedStyle(copy).color;
    const t1 = performance.now();
    document.body.offsetHeight;
    const t2 = performance.now();
    return [t1 - t0, t2 - t1];
  })()`) as Promise<[number, number]>;

const stop = await startServers();
const userDir = mkdtempSync(join(tmpdir(), 'vds-probe-'));
const context = await launchPhone(userDir, Number(process.env.PROBE_WIDTH ?? 412));
try {
  const page = await context.newPage();
  await scenario(page, { kind: 'park', vin: VINS.evSedan });
  await signIn(page, 'owner@example.com', `/vehicles/${VINS.evSedan}`);
  for (const name of views) {
    const view = VIEWS.find((v) => v.name === name)!;
    await page.goto(`${DASHBOARD}/vehicles/${VINS.evSedan}${view.path}`);
    await page.getByRole('heading', { name: view.ready, exact: true }).first().waitFor();
    await page.getByText(/last update/).waitFor();
    await page.waitForTimeout(2000);
    // Stop React touching the copies: the stream's next message would render into the removed original.
    await page.evaluate(`window.stop()`);
    const times = new Map(Object.keys(variants).map((k) => [k, { style: [] as number[], layout: [] as number[] }]));
    for (let round = 0; round < rounds + 3; round++)
      for (const [k, css] of Object.entries(variants)) {
        const [style, layout] = await mountOnce(page, css);
        if (round < 3) continue; // warm-up
        times.get(k)!.style.push(style);
        times.get(k)!.layout.push(layout);
      }
    const elements = await page.evaluate(`document.querySelectorAll('#main *').length`);
    const base = times.get('built')!;
    console.log(`\n== ${name}: ${String(elements)} elements in #main, ${rounds} rounds, medians (ratio to built)`);
    for (const [k, t] of times) {
      const s = median(t.style);
      const l = median(t.layout);
      console.log(
        `  ${k.padEnd(14)} style ${s.toFixed(2).padStart(6)} ms (${(s / median(base.style)).toFixed(2)})  layout ${l
          .toFixed(2)
          .padStart(6)} ms (${(l / median(base.layout)).toFixed(2)})  sum ${(s + l).toFixed(2).padStart(6)} ms (${(
          (s + l) /
          (median(base.style) + median(base.layout))
        ).toFixed(2)})`,
      );
    }
  }
} finally {
  await context.close();
  rmSync(userDir, { recursive: true, force: true });
  await stop();
}
