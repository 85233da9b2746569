/**
 * `npm run bench:profile`: the long tasks of the overview and the battery view opened signed in (a parked EV, a phone's
 * viewport), and what runs in each: the trace's top-level work (script, style, layout, paint) and the script's self
 * time by source file and function, read back through the build's source maps, plus the whole load's self time by
 * source. The same servers and build as `npm run bench`; run it under the shared lock.
 * PROFILE_THROTTLE: 4 (default) slows the CPU as Lighthouse's mobile preset assumes; 1 runs it as Lighthouse observes it
 * (its simulation then multiplies each task by 4, so a task counts as long from 12.5 ms). Each task shows its wall time
 * and its thread time (the trace's `tdur`): on this shared machine a task's wall time is often its thread waiting for
 * a core. PROFILE_VIEWS picks views (`overview,battery`; `sign-in`: the sign-in page signed out), PROFILE_RUNS repeats
 * each, PROFILE_SECONDS the window after load (8), PROFILE_DETAIL_MS shows shorter tasks too, PROFILE_COMPACT one line
 * per task, PROFILE_ALL_FRAMES libraries on the stacks too, PROFILE_TRACE_DIR keeps each load's trace,
 * PROFILE_CATEGORIES adds trace categories, PROFILE_NEW_PAGE opens each view in a new tab: a new renderer, whose first
 * Intl formatter looks ICU's locales up.
 * No locator waits while profiling (Playwright's injected script would add long tasks of its own); the profiler's own
 * start shows as a task of CpuProfiler::StartProfiling.
 */
import type { Page } from '@playwright/test';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VINS } from '../../sandbox/fleet';
import { scenario, signIn, VIEWS } from './browser';
import { DASHBOARD, startServers } from './servers';
import { launchPhone, readTrace, startTrace, type TraceEvent } from './trace';

type Node = {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
};
type Profile = {
  nodes: (Node & { children?: number[] })[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
};

const views = (process.env.PROFILE_VIEWS ?? 'overview,battery').split(',');
const runs = Number(process.env.PROFILE_RUNS ?? 1);
/** 4: the CPU slowed as Lighthouse assumes; 1: as Lighthouse observes it (its simulation multiplies tasks by 4). */
const THROTTLE = Number(process.env.PROFILE_THROTTLE ?? 4);
const LONG_US = (50_000 * THROTTLE) / 4;
/** Tasks shown in detail: over PROFILE_DETAIL_MS (the long ones by default). */
const DETAIL_US = process.env.PROFILE_DETAIL_MS ? Number(process.env.PROFILE_DETAIL_MS) * 1000 : LONG_US;
const COMPACT = Boolean(process.env.PROFILE_COMPACT);
/** PROFILE_ALL_FRAMES: the total time of libraries' functions too (React's render and commit phases), not only ours. */
const ALL_FRAMES = Boolean(process.env.PROFILE_ALL_FRAMES);
const dist = process.env.BENCH_DIST ?? 'dist';
const maps = new Map<string, TraceMap | null>();

function mapFor(url: string): TraceMap | null {
  if (!maps.has(url)) {
    const file = join(dist, new URL(url).pathname + '.map');
    maps.set(url, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
  }
  return maps.get(url)!;
}

/** `function source:line` of a frame, through the source map when there is one. */
function origin({ functionName, url, lineNumber, columnNumber }: Node['callFrame']): string {
  if (!url.startsWith('http')) return `${functionName || '(native)'} (native)`;
  const map = mapFor(url);
  const file = url.slice(url.lastIndexOf('/') + 1);
  if (!map || lineNumber < 0) return `${functionName || '(anonymous)'} ${file}`;
  const pos = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
  const source = (pos.source ?? file).replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, '~');
  return `${pos.name ?? (functionName || '(anonymous)')} ${source}:${pos.line}`;
}
const sourceOf = (o: string) => o.slice(o.indexOf(' ') + 1).replace(/:\d+$/, '');

const fmt = (n: number) => `${n.toFixed(0).padStart(5)} ms`;
const top = (m: Map<string, number>, n: number, min = 2) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .filter(([, ms]) => ms >= min)
    .slice(0, n);

type SelectorTiming = { selector: string; style_sheet_id: string; 'elapsed (us)': number; match_attempts: number };
/** With PROFILE_CATEGORIES=disabled-by-default-blink.debug: the selectors that took longest to match, over the load. */
function selectorStats(events: TraceEvent[]) {
  const timings = events.flatMap(
    (e) =>
      (e.name === 'SelectorStats' &&
        (e.args?.selector_stats as { selector_timings: SelectorTiming[] })?.selector_timings) ||
      [],
  );
  if (!timings.length) return;
  const bySelector = new Map<string, number>();
  let total = 0;
  for (const t of timings) {
    const key = `${t.selector}  (${t.style_sheet_id.startsWith('ua') ? "browser's" : 'ours'})`;
    bySelector.set(key, (bySelector.get(key) ?? 0) + t['elapsed (us)'] / 1000);
    total += t['elapsed (us)'] / 1000;
  }
  console.log(`   selector matching, the load's style recalcs: ${total.toFixed(1)} ms; the slowest selectors:`);
  for (const [k, ms] of top(bySelector, 8, 0)) console.log(`     ${ms.toFixed(2).padStart(5)} ms  ${k}`);
}

function analyse(events: TraceEvent[], profile: Profile, label: string, url: string) {
  // The renderer that loaded `url` (the page before it may have had another one).
  const start = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url);
  const main = events.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      (start ? e.pid === start.pid : events.some((x) => x.pid === e.pid && x.name === 'ParseHTML')),
  );
  if (!main) throw new Error('no renderer main thread in the trace');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const nav = start?.ts ?? onMain[0]!.ts;
  const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > LONG_US && e.ts >= nav);
  const shown = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > DETAIL_US && e.ts >= nav);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  for (const n of profile.nodes) for (const c of n.children ?? []) byId.get(c)!.parent = n.id;
  const sampleTimes: number[] = [];
  let t = profile.startTime;
  for (const d of profile.timeDeltas) sampleTimes.push((t += d));
  const leaf = new Map<number, string>();
  const totalBlocking = tasks.reduce((s, e) => s + ((e.dur! * 4) / THROTTLE / 1000 - 50), 0);
  // The same from thread time: on a busy machine a task's wall time is much its thread waiting for a core.
  const onThread = onMain.filter((e) => e.name === 'RunTask' && (e.tdur ?? 0) > LONG_US && e.ts >= nav);
  const threadBlocking = onThread.reduce((s, e) => s + ((e.tdur! * 4) / THROTTLE / 1000 - 50), 0);
  console.log(
    `\n== ${label}: ${tasks.length} long tasks, blocking ${totalBlocking.toFixed(0)} ms at 4× (CPU slowed ${THROTTLE}×); ` +
      `by thread time ${onThread.length}, blocking ${threadBlocking.toFixed(0)} ms`,
  );
  const over = (ms: number) => onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > ms * 1000 && e.ts >= nav);
  console.log(
    `   tasks over 20 ms: ${over(20)
      .map((e) => `+${((e.ts - nav) / 1000).toFixed(0)}:${(e.dur! / 1000).toFixed(0)}`)
      .join(' ')}`,
  );
  // The whole load: self time by source (what costs, wherever its tasks fell).
  const whole = new Map<string, number>();
  profile.samples.forEach((id, k) => {
    const node = byId.get(id)!;
    if (node.callFrame.functionName === '(idle)' || sampleTimes[k]! < nav) return;
    const name = origin(node.callFrame);
    const src = name.includes('(native)') ? name : sourceOf(name);
    whole.set(src, (whole.get(src) ?? 0) + (profile.timeDeltas[k + 1] ?? 0) / 1000);
  });
  console.log('   the whole load, self time by source:');
  for (const [k, ms] of top(whole, 25)) console.log(`     ${fmt(ms)}  ${k}`);
  selectorStats(events.filter((e) => e.pid === main.pid && e.ts >= nav));
  for (const task of shown) {
    const end = task.ts + task.dur!;
    const kinds = new Map<string, number>();
    for (const e of onMain)
      if (e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && e.dur && e.dur > 1000) {
        const key =
          e.name === 'FunctionCall' || e.name === 'EvaluateScript' || e.name === 'v8.compileModule'
            ? `${e.name} ${String(e.args?.data?.url ?? '')
                .split('/')
                .pop()}`.trim()
            : e.name;
        if (['v8.run', 'V8.ParseFunction'].includes(e.name)) continue;
        kinds.set(key, Math.max(kinds.get(key) ?? 0, e.dur / 1000));
      }
    const self = new Map<string, number>();
    const bySource = new Map<string, number>();
    const inclusive = new Map<string, number>();
    profile.samples.forEach((id, k) => {
      const at = sampleTimes[k]!;
      if (at < task.ts || at > end) return;
      const ms = (profile.timeDeltas[k + 1] ?? 0) / 1000;
      const node = byId.get(id)!;
      if (node.callFrame.functionName === '(idle)') return;
      if (!leaf.has(id)) leaf.set(id, origin(node.callFrame));
      const name = leaf.get(id)!;
      self.set(name, (self.get(name) ?? 0) + ms);
      bySource.set(sourceOf(name), (bySource.get(sourceOf(name)) ?? 0) + ms);
      const seen = new Set<string>();
      for (let p: number | undefined = id; p !== undefined; p = byId.get(p)!.parent) {
        const f = byId.get(p)!.callFrame;
        if (!f.url.includes('/src/') && !f.url.includes('/assets/')) continue;
        const o = origin(f);
        if ((!ALL_FRAMES && !o.includes(' src/')) || seen.has(o)) continue;
        seen.add(o);
        inclusive.set(o, (inclusive.get(o) ?? 0) + ms);
      }
    });
    const thread = ((task.tdur ?? 0) / 1000).toFixed(1);
    if (COMPACT) {
      const list = (m: Map<string, number>, n: number) =>
        top(m, n, 1)
          .map(([k, ms]) => `${k.replace(/ \(native\)$/, '')} ${ms.toFixed(0)}`)
          .join(', ');
      console.log(
        `+${((task.ts - nav) / 1000).toFixed(0)} ${(task.dur! / 1000).toFixed(0)} ms (thread ${thread}) | ${list(kinds, 3)} | ${list(self, 3)} | ${list(inclusive, 2)}`,
      );
      continue;
    }
    console.log(
      `\n-- task at +${((task.ts - nav) / 1000).toFixed(0)} ms, ${(task.dur! / 1000).toFixed(0)} ms (thread ${thread} ms)`,
    );
    console.log('   trace events (longest of each kind):');
    for (const [k, ms] of top(kinds, 10)) console.log(`     ${fmt(ms)}  ${k}`);
    console.log('   self time by source:');
    for (const [k, ms] of top(bySource, 8)) console.log(`     ${fmt(ms)}  ${k}`);
    console.log('   self time by function:');
    for (const [k, ms] of top(self, 10)) console.log(`     ${fmt(ms)}  ${k}`);
    console.log('   our code on the stacks (total time):');
    for (const [k, ms] of top(inclusive, ALL_FRAMES ? 40 : 12)) console.log(`     ${fmt(ms)}  ${k}`);
  }
}

const stop = await startServers();
const userDir = mkdtempSync(join(tmpdir(), 'vds-profile-'));
const context = await launchPhone(userDir);
/** Profiles one page load (`ready` waited for after the profile, with the CPU no longer slowed). */
async function profileLoad(page: Page, url: string, label: string, ready: () => Promise<unknown>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  // PROFILE_CATEGORIES: more, e.g. `disabled-by-default-blink.debug` (each style recalc's SelectorStats).
  await startTrace(cdp, ['v8.execute', 'v8', ...(process.env.PROFILE_CATEGORIES?.split(',') ?? [])]);
  await cdp.send('Profiler.start');
  // No locator waits while profiling: Playwright's injected script would add long tasks of its own.
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(Number(process.env.PROFILE_SECONDS ?? 8) * 1000);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const events = await readTrace(cdp);
  // PROFILE_TRACE_DIR: each load's trace as Chrome's JSON (for DevTools' Performance panel), e.g. to see a task's events.
  if (process.env.PROFILE_TRACE_DIR) {
    const name = label.replace(/\W+/g, '-');
    writeFileSync(join(process.env.PROFILE_TRACE_DIR, `${name}.json`), JSON.stringify(events));
    // The sampled CPU profile beside it (DevTools opens `.cpuprofile`; the trace's categories leave its samples out).
    writeFileSync(join(process.env.PROFILE_TRACE_DIR, `${name}.cpuprofile`), JSON.stringify(profile));
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await ready();
  await cdp.detach();
  analyse(events, profile, label, url);
}

try {
  const page = await context.newPage();
  // The sign-in page (PROFILE_VIEWS=sign-in) as a new user opens it: signed out, nothing cached.
  for (let run = 0; views.includes('sign-in') && run < runs; run++) {
    await profileLoad(page, `${DASHBOARD}/sign-in`, `sign-in (run ${run + 1})`, () =>
      page.locator('.sign-in button:not([inert])').waitFor(),
    );
    await page.goto(`${DASHBOARD}/config.json`);
  }
  await scenario(page, { kind: 'park', vin: VINS.evSedan });
  await signIn(page, 'owner@example.com', `/vehicles/${VINS.evSedan}`);
  await page.getByText(/last update/).waitFor();
  await page.goto(`${DASHBOARD}/config.json`);
  for (const name of views.filter((v) => v !== 'sign-in'))
    for (let run = 0; run < runs; run++) {
      const view = VIEWS.find((v) => v.name === name)!;
      // PROFILE_NEW_PAGE: each load in a new tab, so a new renderer (as Lighthouse and an app's cold start have it).
      const tab = process.env.PROFILE_NEW_PAGE ? await context.newPage() : page;
      await profileLoad(
        tab,
        `${DASHBOARD}/vehicles/${VINS.evSedan}${view.path}`,
        `${name} (run ${run + 1})`,
        async () => {
          await tab.getByRole('heading', { name: view.ready, exact: true }).first().waitFor();
          await tab.getByText(/last update/).waitFor();
        },
      );
      if (tab !== page) await tab.close();
      await page.goto(`${DASHBOARD}/config.json`);
    }
} finally {
  await context.close();
  rmSync(userDir, { recursive: true, force: true });
  await stop();
}
