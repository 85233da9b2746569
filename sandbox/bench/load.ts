/**
 * The load part of `npm run bench:sandbox`: the data API on a loopback port with the sandbox's own rate limit
 * (120 a minute per client and subject) and replay-cache bounds, CLIENTS well-behaved clients (each its own ES256
 * key and token, one request a second on average: half its limit) and one abusive client flooding as fast as it can
 * with one token, for BENCH_LOAD_SECONDS (default 60). Clients run in worker threads (./load-clients.ts), so the
 * server's event loop and heap are its own. Prints the clients' success rate and latency, the flooder's outcomes,
 * and the server's heap and the process's RSS before, during and after; "others served" and "memory flat" decide.
 */
import { Worker } from 'node:worker_threads';
import { exportJWK } from 'jose';
import { vinsOwnedBy } from '../accounts';
import { accessToken, dpopKey, signingKey } from '../api/testing';
import { DEFAULTS } from '../config';
import { listenApi } from './api';
import { figure, mb, percentile } from './figures';
import type { LoadClient, LoadJob, LoadResult } from './load-clients';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const CLIENTS = Number(process.env.BENCH_LOAD_CLIENTS ?? 50);
const WARMUP_SECONDS = 5;
const INTERVAL_MS = 1000;
const FLOOD_CONCURRENCY = 8;
const RATE_LIMIT = Number(DEFAULTS.SANDBOX_RATE_LIMIT);
/** What the server may keep after the run: a minute of accepted proofs in the replay cache, the limiter's entries. */
const HEAP_GROWTH_BOUND = 8 * 1024 * 1024;
/** The share of well-behaved requests that must succeed for "others served". */
const SERVED = 0.99;

function run(job: LoadJob): Promise<LoadResult> {
  const entry = new URL('./load-clients.ts', import.meta.url).href;
  const worker = new Worker(
    `import { tsImport } from 'tsx/esm/api'; await tsImport(${JSON.stringify(entry)}, import.meta.url);`,
    { eval: true, workerData: job },
  );
  return new Promise((resolve, reject) => {
    worker.once('message', (result: LoadResult) => void worker.terminate().then(() => resolve(result)));
    worker.once('error', reject);
  });
}

/** A client of its own: its own key, a token for its own client id (so its own rate-limit key), on its owner's cars. */
async function client(i: number, as: Awaited<ReturnType<typeof signingKey>>, now: number): Promise<LoadClient> {
  const key = await dpopKey('ES256');
  const sub = i % 2 === 0 ? 'acct-owner-1' : 'acct-owner-2';
  const claims = { sub, client_id: `load-client-${i}`, exp: Math.floor(now / 1000) + SECONDS + 300 };
  const vins = vinsOwnedBy(sub);
  return {
    privateJwk: await exportJWK(key.privateKey),
    publicJwk: key.publicJwk,
    thumbprint: key.thumbprint,
    token: await accessToken(as, key, now, { claims }),
    paths: vins.flatMap((vin) => [`/v1/vehicles/${vin}/status`, `/v1/vehicles/${vin}`, `/v1/vehicles/${vin}/alerts`]),
  };
}

export async function loadBench(heap: () => number): Promise<boolean> {
  const as = await signingKey();
  const { app, clock, base } = await listenApi(as, { rateLimit: RATE_LIMIT });
  const identities = (n: number, from: number) =>
    Promise.all(Array.from({ length: n }, (_, i) => client(from + i, as, clock.now())));
  const round = async (clients: LoadClient[], abuser: LoadClient, seconds: number, replay: boolean) =>
    Promise.all([
      run({ role: 'clients', base, clients, seconds, intervalMs: INTERVAL_MS }),
      run({ role: 'flood', base, client: abuser, seconds, concurrency: FLOOD_CONCURRENCY, replay }),
    ]);
  // Warm-up with other identities (their own rate-limit keys), so that code compiled on first use is not counted as
  // growth; without replays, which would spend the loopback address's limit (refused credentials count per address).
  const warm = await identities(11, 1000);
  await round(warm.slice(1), warm[0]!, WARMUP_SECONDS, false);
  const clients = await identities(CLIENTS + 1, 0);
  const abuser = clients.pop()!;

  const start = { heap: heap(), rss: process.memoryUsage().rss };
  const during = { heap: 0, rss: 0, afterGc: [] as number[] };
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    during.heap = Math.max(during.heap, m.heapUsed);
    during.rss = Math.max(during.rss, m.rss);
  }, 1000);
  // A few full collections during the run, to see a trend rather than one figure.
  const collections = [1, 2, 3].map((q) => setTimeout(() => during.afterGc.push(heap()), (q * SECONDS * 1000) / 4));
  const [good, bad] = await round(clients, abuser, SECONDS, true);
  clearInterval(sampler);
  const after = { heap: heap(), rss: process.memoryUsage().rss };
  for (const c of collections) clearTimeout(c);
  const entries = app.authenticator.replayCache.size;
  await app.close();

  const total = good.latencies.length;
  const ok = good.statuses[200] ?? 0;
  const sorted = [...good.latencies].sort((a, b) => a - b);
  const flooded = bad.latencies.length;
  const floodSorted = [...bad.latencies].sort((a, b) => a - b);
  const worst = Math.min(...good.perClient.map((c) => c.ok / Math.max(1, c.sent)));
  const othersServed = ok / total >= SERVED && !good.statuses[429];
  const memoryFlat = after.heap <= start.heap + HEAP_GROWTH_BOUND;

  console.log(
    `\nLoad: ${CLIENTS} clients (own ES256 key and token, ~1 request/s each, limit ${RATE_LIMIT}/min) and one flooder (${FLOOD_CONCURRENCY} in flight, one token) for ${SECONDS} s on ${base}`,
  );
  console.table([
    {
      who: `${CLIENTS} clients`,
      requests: total,
      'req/s': (total / SECONDS).toFixed(1),
      'success %': ((100 * ok) / total).toFixed(2),
      'p50 ms': percentile(sorted, 50).toFixed(2),
      'p99 ms': percentile(sorted, 99).toFixed(2),
      statuses: JSON.stringify(good.statuses),
    },
    {
      who: 'flooder',
      requests: flooded,
      'req/s': (flooded / SECONDS).toFixed(1),
      'success %': ((100 * (bad.statuses[200] ?? 0)) / flooded).toFixed(2),
      'p50 ms': percentile(floodSorted, 50).toFixed(2),
      'p99 ms': percentile(floodSorted, 99).toFixed(2),
      statuses: JSON.stringify(bad.statuses),
    },
  ]);
  console.log(
    `flooder: ${bad.statuses[200] ?? 0} × 200, ${bad.statuses[429] ?? 0} × 429, ${bad.statuses[401] ?? 0} × 401 (replayed proofs)`,
  );
  console.log(`worst single client: ${(100 * worst).toFixed(1)} % of its requests answered 200`);
  console.log(
    `server heap after GC: start ${mb(start.heap)}, at ¼ ½ ¾ of the run ${during.afterGc.map(mb).join(', ')}, after ${mb(after.heap)} (bound: start + ${mb(HEAP_GROWTH_BOUND)}); during (max, no GC) ${mb(during.heap)}; replay-cache entries after: ${entries}`,
  );
  console.log(`process RSS: start ${mb(start.rss)}, during (max) ${mb(during.rss)}, after ${mb(after.rss)}`);
  console.log(`others served: ${othersServed ? 'yes' : 'no'}`);
  figure(
    `data API under load, ${CLIENTS} clients and a flooder for ${SECONDS} s`,
    `clients ${(total / SECONDS).toFixed(1)} req/s, p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms, worst client ${(100 * worst).toFixed(1)} % answered; flooder ${bad.statuses[200] ?? 0} × 200, ${bad.statuses[429] ?? 0} × 429, ${bad.statuses[401] ?? 0} × 401; heap ${memoryFlat ? 'flat' : 'GREW'}`,
  );
  console.log(`memory flat: ${memoryFlat ? 'yes' : 'no'}`);
  return othersServed && memoryFlat;
}
