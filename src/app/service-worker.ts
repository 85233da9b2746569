/**
 * Registers the PWA's service worker (scripts/service-worker.ts: Workbox's /sw.js, for the whole origin). The app's
 * start calls it as its `idle` step (src/main.tsx, src/app/start.ts): at the browser's next idle moment after the first
 * render, so on a first visit the worker's install (its script, then the precache's fetch of every asset) does not run
 * over the start, as it did from `load` (issue 18). A second registration of the same script is a no-op for the browser.
 * A refused registration (a private window, `vite` dev without /sw.js) only costs the offline start and the worker's
 * notifications: the app runs on, and the browser's reason goes to the console, as a failed catalogue's does.
 */
export function registerServiceWorker(): void {
  if ('serviceWorker' in navigator)
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => console.warn(error));
}
