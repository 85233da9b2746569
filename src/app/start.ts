/** What the start needs of react-router's router (its data router has these). */
type Router = {
  readonly state: { initialized: boolean };
  subscribe: (listener: (state: { initialized: boolean }) => void) => () => void;
  initialize: () => unknown;
};

/**
 * A new task (issue 18: on a phone no step of the start is one long task with the next): `scheduler.yield()` where the
 * browser has it, else a message to itself (a timer would wait a second in a background tab).
 */
export const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
};

const initialized = (router: Router) =>
  router.state.initialized ||
  new Promise<void>((resolve) => {
    const stop = router.subscribe((state) => state.initialized && (stop(), resolve()));
  });

export type StartSteps<Root, R extends Router> = {
  /** The runtime config and the language's catalogue. */
  load: () => Promise<unknown>;
  /** React's root (its event listeners). */
  createRoot: () => Root;
  /** After the load: what needs the config before the router. */
  loaded: () => void;
  /** The router, not yet initialized (ranks the routes). */
  createRouter: () => R;
  render: (root: Root, router: R) => void;
  failed: (root: Root, error: unknown) => Promise<void> | void;
};

/**
 * The app's start after the entry's evaluation: the loads start in the entry's task, then each step has a task of its
 * own: the root while they load, then (once loaded) creating the router, then its first navigation (`initialize`: the first match, the route's
 * lazy module, the root loader); the first render waits for that first page, so the static shell stays until then.
 */
export async function start<Root, R extends Router>(steps: StartSteps<Root, R>): Promise<void> {
  // The requests leave in the entry's own task: a yield before them would put the first page's wait one task later.
  const loading = steps.load();
  // A failed load is handled below, once the root exists.
  loading.catch(() => undefined);
  await nextTask();
  const root = steps.createRoot();
  try {
    await loading;
  } catch (error) {
    return steps.failed(root, error);
  }
  steps.loaded();
  await nextTask();
  const router = steps.createRouter();
  await nextTask();
  router.initialize();
  await initialized(router);
  steps.render(root, router);
}
