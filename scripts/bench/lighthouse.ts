import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** `benchmarkIndex`: Lighthouse's measure of the host's CPU at the run (higher is faster; its docs/throttling.md). */
export type LighthouseFigures = { score: number; fcpMs: number; tbtMs: number; lcpMs: number; benchmarkIndex: number };
type Result = Parameters<typeof computeMedianRun>[0][number];
/** One run's figures and its whole result (the median is chosen on the result's FCP and TTI). */
export type LighthouseRun = LighthouseFigures & { lhr: Result };

/**
 * Lighthouse 12's performance category with its defaults (mobile emulation, simulated slow 4G and 4× CPU) in the
 * Chromium listening on `port`, keeping that browser's storage (the signed-in session) between runs. With
 * BENCH_LIGHTHOUSE_DIR the whole report is written there too (its long-tasks, bootup-time and network-requests audits
 * say what ran and what the first paint waited for).
 */
export async function lighthouseRun(url: string, port: number): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const dir = process.env.BENCH_LIGHTHOUSE_DIR;
  if (dir) {
    const name = join(dir, new URL(url).pathname.replace(/\W+/g, '_'));
    writeFileSync(`${name}.json`, JSON.stringify(lhr));
    writeFileSync(`${name}.trace.json`, JSON.stringify(result.artifacts.Trace));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    lcpMs: audit('largest-contentful-paint'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lhr,
  };
}

/**
 * The representative run as Lighthouse picks it (its docs/variability.md: run it several times, take the median): the
 * run nearest the median FCP and the median time to interactive, not the median of each figure on its own.
 */
export function medianRun<T extends LighthouseRun>(runs: T[]): T {
  const median = computeMedianRun(runs.map((r) => r.lhr));
  return runs.find((r) => r.lhr === median)!;
}
