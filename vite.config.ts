import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { securityHeadersFromFile } from './src/config/runtime-csp';

/** Installable PWA: Workbox precaches the app shell; /config.json and API answers are never served from the precache. */
const pwa = VitePWA({
  strategies: 'generateSW',
  registerType: 'autoUpdate',
  injectRegister: 'script-defer',
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
    // Notifications (issue 17): display and click handling in a module of their own (public/notifications-sw.js).
    importScripts: ['/notifications-sw.js'],
    runtimeCaching: [
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/config.json',
        handler: 'NetworkFirst',
        options: { cacheName: 'runtime-config' },
      },
    ],
  },
});

// react-router 7 points every export condition at its development build (remix-run/react-router#14102): bundle the
// production build instead (no dev-only checks and warnings; smaller).
const reactRouterProduction = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
  },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)),
  },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), pwa],
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  server: { port: 5173, strictPort: true },
  // The built app's CSP and hardening headers, computed from the shipped public/config.json (not in dev: the React refresh preamble is inline).
  preview: {
    port: 5173,
    strictPort: true,
    headers: securityHeadersFromFile(readFileSync('public/config.json', 'utf8')),
  },
  // Every browser the dashboard supports (es2022) has modulepreload: Vite's polyfill for it stays out of the entry.
  build: { target: 'es2022', sourcemap: true, manifest: true, modulePreload: { polyfill: false } },
}));
