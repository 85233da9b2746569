import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTrends, type BuildJob } from './build';
import type { BuildAnswer, BuildRequest } from './build-jobs';
import { NOW, trip } from './testing';

const trips = [trip('2026-10-01T08:00:00Z', 10), trip('2026-11-20T08:00:00Z', 30), trip('2026-11-21T23:30:00Z', 5)];
const job = (id: BuildJob['options']['id'], granularity: BuildJob['options']['granularity']): BuildJob => ({
  trips,
  options: { id, granularity, now: NOW, timeZone: 'Europe/Berlin', prices: { currency: 'EUR', prices: [] } },
});
const here = (jobs: BuildJob[]) => jobs.map((j) => buildTrends(j.trips, j.options));

/** A stand-in for the browser's Worker: keeps what it was sent; the test answers (or fails) when it likes. */
class FakeWorker extends EventTarget {
  static last: FakeWorker;
  sent: BuildRequest[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super();
    FakeWorker.last = this;
  }
  postMessage(request: BuildRequest) {
    this.sent.push(structuredClone(request));
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: BuildAnswer) {
    this.dispatchEvent(new MessageEvent('message', { data: structuredClone(data) }));
  }
}

async function client() {
  vi.resetModules();
  return import('./build-client');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('building trends off the main thread', () => {
  it('sends the jobs to one module worker and gives each answer to the request with its id', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { buildInWorker } = await client();
    const { buildJobs } = await import('./build-jobs');
    const first = buildInWorker([job('30d', 'day')]);
    const second = buildInWorker([job('all', 'month'), job('12m', 'week')]);
    const w = FakeWorker.last;
    expect(w.options.type).toBe('module');
    expect(w.url.pathname).toMatch(/build\.worker\.ts$/);
    expect(w.sent.map((r) => r.jobs.length)).toEqual([1, 2]);
    // Answers in any order reach their own request, with the results building here would give.
    w.answer(buildJobs(w.sent[1]!));
    w.answer(buildJobs(w.sent[0]!));
    expect(await second).toEqual(here([job('all', 'month'), job('12m', 'week')]));
    expect(await first).toEqual(here([job('30d', 'day')]));
  });

  it('builds on the page when there is no worker, with the same results', async () => {
    vi.stubGlobal('Worker', undefined);
    const { buildInWorker } = await client();
    expect(await buildInWorker([job('90d', 'week')])).toEqual(here([job('90d', 'week')]));
  });

  it('builds on the page what was waiting when the worker fails, and everything after', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { buildInWorker } = await client();
    const waiting = buildInWorker([job('30d', 'day')]);
    const w = FakeWorker.last;
    w.dispatchEvent(new Event('error'));
    expect(w.terminated).toBe(true);
    expect(await waiting).toEqual(here([job('30d', 'day')]));
    expect(await buildInWorker([job('all', 'day')])).toEqual(here([job('all', 'day')]));
    expect(FakeWorker.last).toBe(w);
  });

  it('the worker script answers each request with its id and the built trends', async () => {
    let listener: ((e: MessageEvent<BuildRequest>) => void) | undefined;
    const posted: unknown[] = [];
    vi.stubGlobal('addEventListener', (type: string, l: typeof listener) => {
      if (type === 'message') listener = l;
    });
    vi.stubGlobal('postMessage', (m: unknown) => posted.push(m));
    vi.resetModules();
    await import('./build.worker');
    listener!(new MessageEvent('message', { data: { id: 7, jobs: [job('30d', 'week')] } }));
    expect(posted).toEqual([{ id: 7, results: here([job('30d', 'week')]) }]);
  });
});
