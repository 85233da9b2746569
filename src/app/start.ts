import { nextTask } from '../utils/next-task';
import { whenIdle } from '../utils/when-idle';

/** At the latest this long after the first render, the `idle` step runs even if the browser was never idle. */
const IDLE_TIMEOUT_MS = 5_000;

/** What the start needs of react-router's router (its data router has these). */
type Router = {
  readonly state: { initialized: boolean };
  subscribe: (listener: (state: { initialized: boolean }) => void) => () => void;
  initialize: () => unknown;
};

const initialized = (router: Router) =>
  router.state.initialized ||
  new Promise<void>((resolve) => {
    const stop = router.subscribe((state) => state.initialized && (stop(), resolve()));
  });

export type StartSteps<Root, R extends Router> = {
  /** The runtime config and the language's catalogue. */
  load: () => Promise<unknown>;
  /** React's root (its event listeners), once React DOM's module has loaded. */
  createRoot: () => Root | Promise<Root>;
  /** After the load: what needs the config before the router's first navigation. */
  loaded: () => void;
  /** The router, not yet initialized (ranks the routes, stamps the history entry); needs no config. */
  createRouter: () => R;
  /** Starts loading the first page's route modules (their download and evaluation need no config either). */
  preload: () => void;
  render: (root: Root, router: R) => void;
  /**
   * After the first render, at the browser's next idle moment (at most 5 s later): what the first page does not need
   * (the service worker's registration, whose install would otherwise run over the start). Not after a failed load.
   */
  idle: () => void;
  failed: (root: Root, error: unknown) => Promise<void> | void;
};

/**
 * The app's start after the entry's evaluation: each step has a task of its own, the loads' start first. While they
 * load: the root (React DOM's module first, which `createRoot` may import), the router, and the first page's route
 * modules, whose requests so leave beside the config's (issue 18: this work was in the tasks after the loads, on the way
 * to the first page, and the modules one round trip later). Once loaded: the router's first navigation (`initialize`:
 * the first match, the route's lazy module, the root loader); the first render waits for that first page, so the
 * static shell stays until then; the `idle` step at the next idle moment after it.
 */
export async function start<Root, R extends Router>(steps: StartSteps<Root, R>): Promise<void> {
  // The entry's evaluation is a task of its own (issue 18: with the loads' start it was 11–34 ms unthrottled); the loads
  // start right after it (`scheduler.yield()` runs the rest before other tasks).
  await nextTask();
  const loading = steps.load();
  // A failed load is handled below, once the root exists.
  loading.catch(() => undefined);
  await nextTask();
  const root = await steps.createRoot();
  await nextTask();
  const router = steps.createRouter();
  await nextTask();
  steps.preload();
  try {
    await loading;
  } catch (error) {
    return steps.failed(root, error);
  }
  steps.loaded();
  await nextTask();
  router.initialize();
  await initialized(router);
  steps.render(root, router);
  whenIdle(steps.idle, IDLE_TIMEOUT_MS);
}
