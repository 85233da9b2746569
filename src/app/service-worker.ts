import { whenIdle } from '../utils/when-idle';

/** At the latest this long after the footer's health line mounted, the worker is registered even if never idle. */
const REGISTER_TIMEOUT_MS = 5_000;

/**
 * Registers the PWA's service worker (scripts/service-worker.ts: Workbox's /sw.js, for the whole origin) when the
 * browser is next idle; returns a cancel. Called from one place, the footer's health line
 * (app/layout/service-health.tsx), which every page loads once it has rendered and the browser was idle: on a first
 * visit the worker's install (its script, then the precache's fetch of every asset) no longer runs over the app's
 * start, as it did from `load` (issue 18). A second registration of the same script is a no-op for the browser.
 */
export function registerServiceWorker(): () => void {
  if (!('serviceWorker' in navigator)) return () => undefined;
  return whenIdle(() => void navigator.serviceWorker.register('/sw.js', { scope: '/' }), REGISTER_TIMEOUT_MS);
}
