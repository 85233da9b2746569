// Size budgets (DESIGN §5): the first route's JavaScript ≤ 120 KB gzip; map, charts and other heavy
// libraries only in lazily loaded chunks. react-dom, react-router and TanStack Query alone are about 108 KB, so the
// check fails on a ceiling at today's figure: a ratchet that stops the first route from growing, lowered as it shrinks
// (issue 18: 138.6 → 129.6 → 120.0 → 119.4 → 117.6 → 115.5 KB, measured 115.4 with the persisted cache's restore
// lazy and react-router's unused <Form> shaken off) and never raised: a new feature loads on its own route. Reads
// Vite's build manifest (of `dist`, or the folder given as the first argument); prints a table; exits 1 when over.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = process.argv[2] ?? 'dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** A chunk and everything it imports statically: what the browser must load before it runs. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
const files = (keys) => [...new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')))];
const sum = (list) => list.reduce((total, f) => total + gz(f), 0);

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'));
if (!entryKey) throw new Error('no index.html entry in the build manifest');
const firstRouteKey = Object.keys(manifest).find((k) => /src\/app\/routes\/garage\.tsx$/.test(k));
const firstRoute = new Set(closure(entryKey));
if (firstRouteKey) closure(firstRouteKey, firstRoute);
const firstRouteFiles = files(firstRoute);

// Message catalogues (src/lib/i18n) load on demand, one language at a time: never on the first route; nor the persisted
// cache's restore (hydrate, dehydrate, the persist client: loaded after the first render, src/app/providers.tsx).
const heavy = {
  leaflet: /leaflet/,
  recharts: /recharts|d3-|victory/,
  mqtt: /mqtt/,
  'a message catalogue': /messages:|_messages_/,
  "the persisted cache's restore":
    /query-persist-client|query-core\/build\/modern\/hydration\.js$|src\/lib\/query-persist\.ts$/,
};
// Every module bundled into the first route's chunks (from their source maps): a chunk's name says little of what it holds.
const sourcesOf = (chunkFiles) =>
  chunkFiles.flatMap((f) => {
    try {
      return JSON.parse(readFileSync(join(dist, `${f}.map`), 'utf8')).sources;
    } catch {
      return [];
    }
  });
const firstRouteSources = sourcesOf(firstRouteFiles);
const leaks = Object.entries(heavy).filter(
  ([, re]) =>
    [...firstRoute].some((k) => re.test(k) || re.test(manifest[k].file) || (manifest[k].src ?? '').match(re)) ||
    firstRouteSources.some((s) => re.test(s)),
);
// The sign-in page runs no schema library: zod's first run was a 90-140 ms task after its paint (4x CPU, issue 18);
// the token response's parser loads with the callback (src/lib/auth/sign-in.ts).
const signInKey = Object.keys(manifest).find((k) => /src\/app\/routes\/sign-in\.tsx$/.test(k));
const signInSources = signInKey ? sourcesOf(files(closure(signInKey, closure(entryKey)))) : [];

const allJs = Object.values(manifest)
  .map((c) => c.file)
  .filter((f) => f.endsWith('.js'));
const TARGET = 120 * 1024;
const CEILING = 115.5 * 1024;
const rows = [
  ['first route (entry + garage, static imports)', sum(firstRouteFiles), CEILING],
  ['all JavaScript', sum([...new Set(allJs)]), null],
];
console.log('\nSize budgets (gzip -9)');
for (const [name, bytes, limit] of rows)
  console.log(
    `  ${name.padEnd(48)} ${kb(bytes).padStart(7)} KB${limit ? `  (ceiling ${kb(limit)} KB: ${bytes <= limit ? 'ok' : 'OVER'})` : ''}`,
  );
const firstRouteBytes = rows[0][1];
console.log(
  `  DESIGN target for the first route: ${kb(TARGET)} KB, ${firstRouteBytes <= TARGET ? 'met' : `not met yet (${kb(firstRouteBytes - TARGET)} KB over)`}`,
);
for (const f of firstRouteFiles) console.log(`    ${f.padEnd(46)} ${kb(gz(f)).padStart(7)} KB`);
const failures = rows.filter(([, bytes, limit]) => limit && bytes > limit).map(([name]) => `${name} is over budget`);

// Stylesheets: Vite's preload helper appends one <link> per CSS file a lazy route needs (beyond the entry's), all in
// the task that creates the router; each costs a request's setup (8 on the battery view were 8–31 ms of appendChild
// on a phone). The routes' styles are one file (scripts/route-styles.ts): a route needs at most the first route's,
// the shell's late one and that one.
const MAX_ROUTE_STYLESHEETS = 3;
const entryCss = new Set(manifest[entryKey].css ?? []);
const routeCss = Object.keys(manifest)
  .filter((k) => /src\/app\/routes\/[^/]+\.tsx$/.test(k))
  .map((k) => {
    const css = new Set([...closure(k)].flatMap((c) => manifest[c].css ?? []).filter((f) => !entryCss.has(f)));
    return { route: k.replace(/^.*\//, ''), count: css.size };
  })
  .sort((a, b) => b.count - a.count);
console.log(
  `  stylesheets a route adds (most ${MAX_ROUTE_STYLESHEETS}): ${routeCss
    .slice(0, 3)
    .map((r) => `${r.route} ${r.count}`)
    .join(', ')}`,
);
for (const { route, count } of routeCss.filter((r) => r.count > MAX_ROUTE_STYLESHEETS))
  failures.push(`${route} needs ${count} stylesheets beyond the entry's (most ${MAX_ROUTE_STYLESHEETS})`);
// The vehicle views' JavaScript beyond the entry, layout and page together: each chunk is a module request the loader
// makes in a task without script (9-15 a task, 20-70 ms of blocking at 4x CPU; issue 18). Rolldown's chunk per set of
// importers made 48 on the overview (scripts/vehicle-chunks.ts groups them); a ceiling, lowered as it shrinks.
const MAX_VIEW_CHUNKS = 30;
const layoutKey = Object.keys(manifest).find((k) => /src\/app\/routes\/vehicle-layout\.tsx$/.test(k));
const viewChunks = Object.keys(manifest)
  .filter((k) => /src\/app\/routes\/vehicle-(?!layout)[\w-]+\.tsx$/.test(k))
  .map((k) => {
    const loaded = closure(entryKey);
    const needed = closure(k, layoutKey ? closure(layoutKey) : new Set());
    return { view: k.replace(/^.*\//, ''), count: files([...needed].filter((c) => !loaded.has(c))).length };
  })
  .sort((a, b) => b.count - a.count);
console.log(
  `  JS chunks a vehicle view loads with its layout (most ${MAX_VIEW_CHUNKS}): ${viewChunks
    .slice(0, 3)
    .map((v) => `${v.view} ${v.count}`)
    .join(', ')}`,
);
for (const { view, count } of viewChunks.filter((v) => v.count > MAX_VIEW_CHUNKS))
  failures.push(`${view} loads ${count} JS chunks with its layout (most ${MAX_VIEW_CHUNKS})`);
// Chunks that import each other (directly or through others) run in no set order: a group must not make such a loop.
const cycle = (() => {
  const state = new Map();
  const visit = (key, path) => {
    state.set(key, 1);
    for (const dep of manifest[key].imports ?? []) {
      if (state.get(dep) === 1) return [...path.slice(path.indexOf(dep)), dep];
      if (!state.has(dep)) {
        const found = visit(dep, [...path, dep]);
        if (found) return found;
      }
    }
    state.set(key, 2);
    return null;
  };
  for (const key of Object.keys(manifest))
    if (!state.has(key)) {
      const found = visit(key, [key]);
      if (found) return found;
    }
  return null;
})();
if (cycle) failures.push(`chunks import each other: ${cycle.map((k) => manifest[k].file).join(' -> ')}`);
// The page starts the app from index.html (in the build, public/shell.js imports the entry after the first frame):
// the chunk measured as the entry must be the one the page names, or these figures measure something else.
const entryFile = `/${manifest[entryKey].file}`;
const page = readFileSync(join(dist, 'index.html'), 'utf8');
if (!page.includes(`src="${entryFile}"`) && !page.includes(`data-entry="${entryFile}"`))
  failures.push(`index.html does not start the measured entry ${entryFile}`);
// What the entry's own task imports (the config's checks, the catalogue and its formatter) must need no stylesheet beyond
// the entry's: Vite's preload helper would append a <link> for it in that task (the formatter's import did, through the
// Intl cache's chunk: 23 ms of a 170 ms task at 4× CPU, issue 18).
const startKeys = Object.keys(manifest).filter((k) =>
  /^(src\/lib\/i18n\/translator\.ts|src\/config\/runtime-schema\.ts|messages:(en|de))$/.test(k),
);
// Likewise the API client: the footer's health check loads it on every page, the sign-in page's too (it was in a chunk
// with the section states, and brought the routes' stylesheet).
const apiClientKey = Object.keys(manifest).find((k) =>
  sourcesOf([manifest[k].file]).some((s) => /src\/lib\/api\/client\.ts$/.test(s)),
);
if (startKeys.length < 4)
  failures.push("the start's chunks (translator, runtime-schema, messages:en/de) are not found");
if (apiClientKey) startKeys.push(apiClientKey);
else failures.push('the API client (src/lib/api/client.ts) is in no chunk');
for (const key of startKeys) {
  const css = [...closure(key)].flatMap((c) => manifest[c].css ?? []).filter((f) => !entryCss.has(f));
  if (css.length) failures.push(`${key}, loaded on every page, needs a stylesheet of its own: ${css.join(', ')}`);
}
if (!firstRouteKey) failures.push('the garage route module (src/app/routes/garage.tsx) is not a separate chunk');
if (!signInKey) failures.push('the sign-in route module (src/app/routes/sign-in.tsx) is not a separate chunk');
if (signInSources.some((s) => /node_modules\/zod\//.test(s)))
  failures.push("zod is in the sign-in page's JavaScript; it must load with the callback");
for (const [lib] of leaks) failures.push(`${lib} is in the first route's JavaScript; it must load lazily`);
if (failures.length) {
  console.error(`\n${failures.join('\n')}`);
  process.exit(1);
}
console.log('\nsize budgets: ok');
