import type { CDPSession } from '@playwright/test';

type ProfileNode = {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** Starts the renderer's sampling profiler (CDP `Profiler`); the returned function stops it and sums self time. */
export async function startCpuProfile(cdp: CDPSession): Promise<() => Promise<string[]>> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  return async () => {
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    return summarize(profile);
  };
}

/** Self time (ms) by script and by function (`name file:line:col` in the built chunk), the largest first. */
function summarize(p: Profile): string[] {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  p.samples.forEach((id, k) => self.set(id, (self.get(id) ?? 0) + (p.timeDeltas[k] ?? 0) / 1000));
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const [id, ms] of self) {
    const { functionName, url, lineNumber, columnNumber } = byId.get(id)!.callFrame;
    const file = url ? url.slice(url.lastIndexOf('/') + 1) : `(${functionName || 'native'})`;
    if (functionName === '(idle)' || functionName === '(program)') continue;
    byScript.set(file, (byScript.get(file) ?? 0) + ms);
    const name = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}:${columnNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, ms]) => `    ${ms.toFixed(0).padStart(6)} ms  ${k}`);
  return [
    '  self time by script:',
    ...top(byScript, 8),
    '  self time by function:',
    ...top(byFunction, 12),
    ...longestStretch(p, byId),
  ];
}

const IDLE = new Set(['(idle)', '(program)', '(garbage collector)']);

/** The longest run of samples without idle (about the longest task), by the functions on its stacks (total time). */
function longestStretch(p: Profile, byId: Map<number, ProfileNode>): string[] {
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let best = { from: 0, to: 0, ms: 0 };
  let from = 0;
  let ms = 0;
  p.samples.forEach((id, k) => {
    if (byId.get(id)!.callFrame.functionName === '(idle)') {
      from = k + 1;
      ms = 0;
      return;
    }
    ms += (p.timeDeltas[k + 1] ?? 0) / 1000;
    if (ms > best.ms) best = { from, to: k, ms };
  });
  const total = new Map<string, number>();
  for (let k = best.from; k <= best.to; k++) {
    const seen = new Set<string>();
    for (let id: number | undefined = p.samples[k]; id !== undefined; id = parent.get(id)) {
      const { functionName, url, lineNumber, columnNumber } = byId.get(id)!.callFrame;
      if (IDLE.has(functionName) || functionName === '(root)') continue;
      const name = `${functionName || '(anonymous)'} ${url.slice(url.lastIndexOf('/') + 1)}:${lineNumber + 1}:${columnNumber + 1}`;
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + (p.timeDeltas[k + 1] ?? 0) / 1000);
    }
  }
  const lines = [...total]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .map(([k, v]) => `    ${v.toFixed(0).padStart(6)} ms  ${k}`);
  return [`  longest busy stretch: ${best.ms.toFixed(0)} ms, total time by function:`, ...lines];
}
