import { afterEach, describe, expect, it, vi } from 'vitest';
import { start, type StartSteps } from './start';

type Listener = (state: { initialized: boolean }) => void;

/** A router whose first navigation ends when the test says so. */
function fakeRouter(log: string[]) {
  const listeners = new Set<Listener>();
  const router = {
    state: { initialized: false },
    subscribe: (listener: Listener) => (listeners.add(listener), () => listeners.delete(listener)),
    initialize: () => log.push('initialize'),
    firstPage: () => {
      router.state = { initialized: true };
      listeners.forEach((listener) => listener(router.state));
    },
  };
  return router;
}

/** `scheduler.yield()` as Chromium has it: the rest runs in a later task (here a timer's). */
function recordTasks(log: string[]) {
  vi.stubGlobal('scheduler', {
    yield: () => (log.push('next task'), new Promise((resolve) => setTimeout(resolve, 0))),
  });
}

/** The browser's idle callbacks, held until the test runs them. */
function holdIdle() {
  const idle: { run: () => void; timeout?: number }[] = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) =>
    idle.push({ run, timeout: options?.timeout }),
  );
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  return idle;
}

function steps(log: string[], router: ReturnType<typeof fakeRouter>, load = () => Promise.resolve()) {
  return {
    load: () => (log.push('load'), load()),
    createRoot: (): string | Promise<string> => (log.push('root'), 'root'),
    loaded: () => log.push('loaded'),
    createRouter: () => (log.push('router'), router),
    preload: () => log.push('preload'),
    render: (root: string) => log.push(`render in ${root}`),
    idle: () => log.push('idle'),
    failed: (_root: string, error: unknown) => void log.push(`failed: ${String(error)}`),
  } satisfies StartSteps<string, typeof router>;
}

afterEach(() => vi.unstubAllGlobals());

/** The steps up to the loads' end, each in a task of its own: the loads' start, the root, the router, the preload. */
const WHILE_LOADING = ['next task', 'load', 'next task', 'root', 'next task', 'router', 'next task', 'preload'];

describe("the app's start (issue 18: no step of it is one long task with the next on a phone)", () => {
  it('starts the loads in the task after the entry’s, then creates the root, the router and its first navigation each in a task of its own; renders only on the first page', async () => {
    const log: string[] = [];
    recordTasks(log);
    const router = fakeRouter(log);
    const started = start(steps(log, router));

    await vi.waitFor(() => expect(log).toContain('initialize'));
    expect(log).toEqual([...WHILE_LOADING, 'loaded', 'next task', 'initialize']);
    router.firstPage();
    await started;
    expect(log.at(-1)).toBe('render in root');
  });

  it("creates the root once React DOM's module has loaded, and renders in that root", async () => {
    const log: string[] = [];
    recordTasks(log);
    const router = fakeRouter(log);
    router.state = { initialized: true };
    let loadRenderer = () => {};
    const renderer = new Promise<void>((resolve) => (loadRenderer = resolve));
    const base = steps(log, router);
    const started = start({ ...base, createRoot: () => renderer.then(base.createRoot) });

    await vi.waitFor(() => expect(log).toContain('load'));
    expect(log).not.toContain('loaded');
    loadRenderer();
    await started;
    expect(log).toEqual([...WHILE_LOADING, 'loaded', 'next task', 'initialize', 'render in root']);
  });

  it('creates the router and preloads the first page while the loads are under way (issue 18), navigates only once they are done', async () => {
    const log: string[] = [];
    recordTasks(log);
    const router = fakeRouter(log);
    let finishLoads = () => {};
    const loads = new Promise<void>((resolve) => (finishLoads = resolve));
    const started = start(steps(log, router, () => loads));

    await vi.waitFor(() => expect(log).toContain('preload'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(log).toEqual(WHILE_LOADING);
    finishLoads();
    await vi.waitFor(() => expect(log).toContain('initialize'));
    expect(log.slice(-3)).toEqual(['loaded', 'next task', 'initialize']);
    router.firstPage();
    await started;
  });

  it('runs the idle step (the service worker) only after the first render, at the next idle moment, at most 5 s later', async () => {
    const log: string[] = [];
    recordTasks(log);
    const idle = holdIdle();
    const router = fakeRouter(log);
    const started = start(steps(log, router));

    await vi.waitFor(() => expect(log).toContain('initialize'));
    // Nothing of the start waits for an idle moment before the first page.
    expect(idle).toEqual([]);
    router.firstPage();
    await started;
    expect(log.at(-1)).toBe('render in root');
    expect(idle).toEqual([{ run: expect.any(Function), timeout: 5_000 }]);

    idle[0]!.run();
    expect(log.slice(-2)).toEqual(['render in root', 'idle']);
  });

  it('a failed load shows the error in the root, starts no navigation and runs no idle step', async () => {
    const log: string[] = [];
    recordTasks(log);
    const idle = holdIdle();
    const router = fakeRouter(log);
    await start(steps(log, router, () => Promise.reject(new Error('config.json could not be loaded'))));

    expect(log).toEqual([...WHILE_LOADING, 'failed: Error: config.json could not be loaded']);
    expect(idle).toEqual([]);
  });
});
