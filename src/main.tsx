// The global styles first: each component's own stylesheet, imported by the component, comes after them.
import './styles/index.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './app/router';
import { Providers } from './app/providers';
import { loadRuntimeConfig, RuntimeConfigError } from './config/runtime';
import { followSessionEnd } from './app/session-end';
import { startI18n } from './lib/i18n';

const initialized = (router: ReturnType<typeof createAppRouter>) =>
  router.state.initialized ||
  new Promise<void>((resolve) => {
    const stop = router.subscribe((state) => state.initialized && (stop(), resolve()));
  });

/**
 * The rest of the start in a task of its own (issue 18: on a phone no step of the start is one long task with the
 * next): `scheduler.yield()` where the browser has it, else a message to itself (a timer would wait a second in a
 * background tab).
 */
const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
};

// The config and the language's catalogue load together; a catalogue that fails to load leaves the keys showing.
// Each step after the entry's evaluation in a task of its own: the loads' start, then the root (React's listeners).
const started = nextTask().then(() =>
  Promise.all([loadRuntimeConfig(), startI18n().catch((error: unknown) => console.error(error))]),
);
const root = nextTask().then(() => createRoot(document.getElementById('root')!));
started.then(
  async () => {
    followSessionEnd();
    // Creating the router matches the URL against every route and starts the first loaders: after the config's
    // validation, not in its task.
    await nextTask();
    const router = createAppRouter();
    // The first render waits for the first page (its route module and loader): until then the static shell stays, so
    // the page never goes blank between the two (the router renders nothing before it is initialized).
    await initialized(router);
    // A transition: React renders the first page in slices of a few milliseconds, yielding between them, instead of
    // one long task that blocks the main thread (the static shell in index.html stays until it commits).
    const reactRoot = await root;
    startTransition(() =>
      reactRoot.render(
        <StrictMode>
          <Providers>
            <RouterProvider router={router} />
          </Providers>
        </StrictMode>,
      ),
    );
  },
  // The error screen loads only when the configuration fails (it stays off the first route).
  async (error: unknown) => {
    const [{ ConfigErrorScreen }, reactRoot] = await Promise.all([import('./components/config-error-screen'), root]);
    reactRoot.render(
      <StrictMode>
        <ConfigErrorScreen
          problems={error instanceof RuntimeConfigError ? error.problems : [String(error)]}
          offline={error instanceof RuntimeConfigError && error.offline}
        />
      </StrictMode>,
    );
  },
);
