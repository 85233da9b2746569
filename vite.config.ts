import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { securityHeadersFromFile } from './src/config/runtime-csp';
import { icuMessages } from './scripts/icu-messages-plugin';
import { builtInlineHashes, deferEntry } from './scripts/inline-shell';
import { reactRouterShaking } from './scripts/react-router-shaking-plugin';
import { reachable, routeStyles } from './scripts/route-styles';
import { notificationsInWorker, pwaOptions } from './scripts/service-worker';
import { vehicleViewChunks } from './scripts/vehicle-chunks';

/** Installable PWA (scripts/service-worker.ts): the app registers the worker once its first page is up and idle. */
const pwa = VitePWA(pwaOptions);

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

/** React DOM's renderer (`react-dom/client`, its production build and the scheduler). */
const RENDERER = /[\\/]node_modules[\\/](react-dom[\\/](client\.js|cjs[\\/]react-dom-client\.)|scheduler[\\/])/;
/** Reachable from the entry through @tanstack/react-query's index, unused there: the persisted cache's restore. */
const NOT_ENTRY = /[\\/]query-core[\\/]build[\\/]modern[\\/]hydration\.js$/;

/**
 * The first route (DESIGN §5: the entry and the garage) in two chunks. Rolldown splits shared modules into a chunk per
 * set of importers, so the first visit would fetch a dozen small chunks (each with its own gzip overhead and a name
 * in every route's preload list): everything the entry imports statically goes into the entry chunk, and what the
 * garage route imports beyond that into one chunk beside the route's own.
 */
function firstRouteChunks(): {
  plugin: Plugin;
  modules: () => ReadonlySet<string>;
  groups: { name: string; priority: number; test?: RegExp | ((id: string) => boolean) }[];
} {
  const garage = new Set<string>();
  const entry = new Set<string>();
  return {
    modules: () => new Set([...entry, ...garage]),
    plugin: {
      name: 'first-route-modules',
      apply: 'build',
      buildEnd() {
        const info = (id: string) => this.getModuleInfo(id);
        const ids = [...this.getModuleIds()];
        const roots = ids.filter((id) => info(id)?.isEntry || RENDERER.test(id));
        for (const id of reachable(roots, info)) if (!NOT_ENTRY.test(id)) entry.add(id);
        const route = ids.find((id) => /src[\\/]app[\\/]routes[\\/]garage\.tsx$/.test(id));
        if (!route) return;
        for (const id of reachable([route], info)) garage.add(id);
        // The route module keeps its own chunk (the size checks find it by its source in the manifest).
        garage.delete(route);
      },
    },
    groups: [
      // What the entry imports statically, and React DOM's renderer, which the entry imports a task after its own
      // evaluation (src/main.tsx): in the entry's chunk, the renderer's module runs in that later task.
      { name: 'index', priority: 2, test: (id) => entry.has(id) },
      // The garage's own modules: through a package's index every module of the package is reachable from it, so a
      // library module the garage does not use (hydrate, for the persisted cache's restore) would ride along.
      { name: 'garage-imports', priority: 1, test: (id) => garage.has(id) && !/[\\/]node_modules[\\/]/.test(id) },
      // Every data view's section states, and the tables most of them show: one request, one name in preload lists.
      { name: 'query-state', priority: 0, test: /src[\\/]components[\\/](query-state|data-table)\.tsx$/ },
      // What the API client shares with the section states (its errors, the rate limit's headers and pause): in the
      // query-state chunk, the footer's health check on every page, the sign-in page's too, loaded the routes'
      // stylesheet with it. The rate-limit notice's status region too, which the shell loads at its first render
      // (src/components/rate-limit-notice.tsx): its pause store stays off the first route, in no request of its own.
      {
        name: 'api-errors',
        priority: 1,
        test: /(contract[\\/]problem-constants|src[\\/]lib[\\/]api[\\/](api-error|rate-limit-headers|pause)|src[\\/]utils[\\/]sleep)\.ts$|src[\\/]components[\\/]rate-limit-pause\.tsx$/,
      },
      // The Intl formatters' cache, shared by the catalogues' formatter (loaded in the entry's task) and the shell's late
      // modules: in the shell-late chunk, it made the formatter's import append that chunk's stylesheet in the entry's task.
      { name: 'intl', priority: 1, test: /src[\\/]utils[\\/]intl\.ts$/ },
      // What the shell loads on every page right after its first render (the notifications' boot for owners): one request.
      {
        name: 'shell-late',
        priority: 0,
        test: /src[\\/](app[\\/](layout[\\/](service-health|notifications-boot)|service-worker)|features[\\/]settings[\\/]components[\\/]units-panel)\.tsx?$/,
      },
    ],
  };
}
const firstRoute = firstRouteChunks();
const routeStylesheet = routeStyles();
const vehicleViews = vehicleViewChunks(firstRoute.modules, (id) =>
  [...firstRoute.groups, routeStylesheet.group].some((g) =>
    typeof g.test === 'function' ? g.test(id) : g.test?.test(id),
  ),
);

/**
 * The built page runs the app after its first frame: the entry's module script (which Vite puts in the head) becomes
 * `data-entry` on the shell's script (public/shell.js imports it once the static shell has painted). Without it a
 * module script that arrives with the stylesheet runs before the first frame, and the shell shows only once the entry
 * has run. Not preloaded either: a download that starts before the first paint (even at low priority) shares the
 * phone's bandwidth with the stylesheet and counts in Lighthouse's estimate of that paint. The shell's script is
 * inline (scripts/inline-shell.ts): the first paint needs the document and the stylesheet only.
 */
const deferredEntry: Plugin = {
  name: 'deferred-entry',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { chunk }) {
      if (!chunk) throw new Error('deferred-entry: index.html has no entry chunk');
      // The entry's stylesheet stays a <link>: inline, lazy chunks would load it again (Vite's preload helper adds a
      // <link> for each stylesheet of a chunk's importers the page lacks), after the routes' own (a layout shift).
      return deferEntry(html, `/${chunk.fileName}`);
    },
  },
};

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    icuMessages(),
    reactRouterShaking(),
    pwa,
    notificationsInWorker(),
    firstRoute.plugin,
    routeStylesheet.plugin,
    // After the two above: it leaves the modules their groups take where they are.
    vehicleViews.plugin,
    deferredEntry,
  ],
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  server: { port: 5173, strictPort: true },
  // The built app's CSP and hardening headers, computed from the shipped public/config.json (not in dev: the React refresh preamble is inline).
  preview: {
    port: 5173,
    strictPort: true,
    headers: securityHeadersFromFile(readFileSync('public/config.json', 'utf8'), builtInlineHashes()),
  },
  // Every browser the dashboard supports (es2022) has modulepreload: Vite's polyfill for it stays out of the entry.
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    // A route's JavaScript is fetched by the browser from the route chunk's imports; only its stylesheets are
    // preloaded (Vite waits for them, so the route never shows unstyled). A <link rel=modulepreload> per chunk costs
    // each request's setup in one task when a route loads: the overview's 30 links were one 500 ms task on a phone.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps) => deps.filter((d) => d.endsWith('.css')) },
    rolldownOptions: {
      output: { codeSplitting: { groups: [...firstRoute.groups, routeStylesheet.group, ...vehicleViews.groups] } },
    },
  },
}));
