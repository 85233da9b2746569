/**
 * The installable PWA's service worker (vite-plugin-pwa, Workbox's generateSW), kept off the app's start (issue 18: on
 * a first visit on a phone, its install ran over the app's start and competed with it for both cores and the network).
 * - The app registers it (src/app/service-worker.ts) once its first page has rendered and the browser is idle, not
 *   the plugin's registerSW.js on `load` (`injectRegister: false`).
 * - It starts without a synchronous script load: Workbox's worker used to `importScripts` its runtime
 *   (workbox-<hash>.js) and the notifications' handlers (src/sw/notifications-sw.js), two blocking round trips inside
 *   the worker's first task. The runtime is inline (`inlineWorkboxRuntime`) and the handlers are bundled into sw.js
 *   once Workbox wrote it (`notificationsInWorker`): one file, one request.
 * What the worker does is unchanged: the precache and its navigation fallback, /config.json network first, a new
 * version waiting until the app's windows are closed (no skipWaiting or clientsClaim), the notifications.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { VitePWAOptions } from 'vite-plugin-pwa';

/** The notifications' display and click handling (issue 17): a classic script for the worker's global scope. */
const NOTIFICATIONS_SOURCE = fileURLToPath(new URL('../src/sw/notifications-sw.js', import.meta.url));

/** Workbox precaches the app shell; /config.json and API answers are never served from the precache. */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  registerType: 'autoUpdate',
  // The app registers the worker itself (src/app/service-worker.ts). `false`, not null: with null and `autoUpdate`,
  // the plugin would add skipWaiting and clientsClaim to the worker.
  injectRegister: false,
  includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'Vehicle dashboard',
    short_name: 'Vehicles',
    description: 'Your vehicle at a glance: status, alerts, journeys, location, charging and battery.',
    start_url: '/vehicles',
    scope: '/',
    display: 'standalone',
    background_color: '#0f1216',
    theme_color: '#0b5cad',
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
      { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    globIgnores: ['**/config.json'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/config\.json$/],
    cleanupOutdatedCaches: true,
    // The runtime in sw.js itself: no importScripts of workbox-<hash>.js when the worker starts.
    inlineWorkboxRuntime: true,
    runtimeCaching: [
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/config.json',
        handler: 'NetworkFirst',
        options: { cacheName: 'runtime-config' },
      },
    ],
  },
};

/**
 * sw.js with the notifications' handlers appended at its top level, as written (their functions stay globals of the
 * worker, as with importScripts), before the source map's comment, so the map still fits the lines Workbox wrote.
 */
export function withNotifications(sw: string, notifications: string): string {
  if (/\bimportScripts\s*\(/.test(sw)) throw new Error('service worker: sw.js still loads a script synchronously');
  const map = /\n\/\/# sourceMappingURL=\S+\s*$/.exec(sw);
  const at = map ? map.index : sw.trimEnd().length;
  return `${sw.slice(0, at).trimEnd()}\n${notifications.trim()}${sw.slice(at)}`;
}

/** After vite-plugin-pwa wrote sw.js (in its closeBundle, `sequential`): the notifications' handlers bundled into it. */
export function notificationsInWorker(): Plugin {
  let outDir = 'dist';
  return {
    name: 'notifications-in-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler(error) {
        if (error) return;
        const file = join(outDir, 'sw.js');
        writeFileSync(file, withNotifications(readFileSync(file, 'utf8'), readFileSync(NOTIFICATIONS_SOURCE, 'utf8')));
      },
    },
  };
}
