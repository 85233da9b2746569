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

const root = createRoot(document.getElementById('root')!);

// The config and the language's catalogue load together; a catalogue that fails to load leaves the keys showing.
Promise.all([loadRuntimeConfig(), startI18n().catch((error: unknown) => console.error(error))]).then(
  async () => {
    followSessionEnd();
    const router = createAppRouter();
    // The first render waits for the first page (its route module and loader): until then the static shell stays, so
    // the page never goes blank between the two (the router renders nothing before it is initialized).
    await initialized(router);
    // A transition: React renders the first page in slices of a few milliseconds, yielding between them, instead of
    // one long task that blocks the main thread (the static shell in index.html stays until it commits).
    startTransition(() =>
      root.render(
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
);
