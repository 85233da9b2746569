// The global styles first: each component's own stylesheet, imported by the component, comes after them.
import './styles/index.css';
import { startTransition, StrictMode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter, preloadRouteModules } from './app/router';
import { Providers } from './app/providers';
import { loadRuntimeConfig, RuntimeConfigError } from './config/runtime';
import { followSessionEnd } from './app/session-end';
import { start } from './app/start';
import { registerServiceWorker } from './app/service-worker';
import { nextTask } from './utils/next-task';
import { startI18n } from './lib/i18n';

void start({
  // The config and the language's catalogue load together, the catalogue's imports started in the next task (each a
  // few milliseconds); a catalogue that fails to load leaves the keys showing.
  load: () =>
    Promise.all([
      loadRuntimeConfig(),
      nextTask()
        .then(startI18n)
        .catch((error: unknown) => console.error(error)),
    ]),
  // React DOM's renderer is in the entry's chunk (vite.config.ts) but imported here, so its module (the largest of the
  // app) runs in this later task, not in the entry's evaluation (issue 18); the root's listeners in the task after it.
  createRoot: async () => {
    const { createRoot } = await import('react-dom/client');
    await nextTask();
    return createRoot(document.getElementById('root')!);
  },
  loaded: followSessionEnd,
  createRouter: createAppRouter,
  preload: () => preloadRouteModules(location.pathname),
  // A transition: React renders the first page in slices of a few milliseconds, yielding between them, instead of one
  // long task that blocks the main thread (the static shell in index.html stays until it commits).
  render: (root, router) =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <Providers>
            <RouterProvider router={router} />
          </Providers>
        </StrictMode>,
      ),
    ),
  // The service worker at the idle moment after the first render (its install is no part of the start). A start whose
  // config failed registers none, as before: a first visit would precache an app that cannot start, and a worker
  // already installed is still checked for updates by the browser on each navigation.
  idle: registerServiceWorker,
  // The error screen loads only when the configuration fails (it stays off the first route).
  failed: async (root, error) => {
    const { ConfigErrorScreen } = await import('./components/config-error-screen');
    root.render(
      <StrictMode>
        <ConfigErrorScreen
          problems={error instanceof RuntimeConfigError ? error.problems : [String(error)]}
          offline={error instanceof RuntimeConfigError && error.offline}
        />
      </StrictMode>,
    );
  },
});
