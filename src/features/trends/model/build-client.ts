import type { BuildJob, CarTrends } from './build';
import { buildJobs, type BuildAnswer, type BuildRequest } from './build-jobs';

type Waiting = { request: BuildRequest; done: (results: CarTrends[]) => void };

/** One worker for the page's lifetime (null where there is none: a test's DOM, or one that failed to start). */
let worker: Worker | null | undefined;
let next = 0;
const waiting = new Map<number, Waiting>();

/** Where the worker cannot run (a CSP or a browser that refuses it), the jobs build here, as before. */
function fallBack() {
  worker?.terminate();
  worker = null;
  for (const [id, w] of waiting) {
    waiting.delete(id);
    w.done(buildJobs(w.request).results);
  }
}

function theWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined') return (worker = null);
  try {
    worker = new Worker(new URL('./build.worker.ts', import.meta.url), { type: 'module', name: 'trends' });
  } catch {
    return (worker = null);
  }
  worker.addEventListener('message', (e: MessageEvent<BuildAnswer>) => {
    const w = waiting.get(e.data.id);
    waiting.delete(e.data.id);
    w?.done(e.data.results);
  });
  worker.addEventListener('error', fallBack);
  worker.addEventListener('messageerror', fallBack);
  return worker;
}

/** Each job's trends, built in the worker (the main thread only copies summaries over and results back). */
export function buildInWorker(jobs: readonly BuildJob[]): Promise<CarTrends[]> {
  const request: BuildRequest = { id: next++, jobs };
  const w = theWorker();
  if (!w) return Promise.resolve(buildJobs(request).results);
  return new Promise((done) => {
    waiting.set(request.id, { request, done });
    w.postMessage(request);
  });
}
