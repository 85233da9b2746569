/**
 * `npm run bench:sandbox`: the data API in-process on an ephemeral loopback port (real HTTP).
 * 1. Throughput and p99 latency of an authenticated endpoint (fresh DPoP proof per request, proofs pre-generated
 *    before the timed run so the figure is the server's cost, not the client's signing) against /health in the same run.
 * 2. A flood of unique proofs from one caller into the replay cache: entry count and heap before/after, showing that
 *    the caller's partition bound holds (its new proofs refused with 429 once full) while another caller is served,
 *    and that entries expire with the proof window (clock moved 61 s).
 * 3. Load: 50 well-behaved clients under their rate limits and one flooding client for a minute (./load.ts).
 * 4. The MQTT broker: messages per second to 200 subscribers, and the heap before and after (./stream.ts).
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { ReplayCache, type ReplayLimits } from '../api/dpop/replay-cache';
import { accessToken, API, dpopKey, dpopProof, signingKey } from '../api/testing';
import { VINS } from '../fleet';
import { listenApi } from './api';
import { figure, mb, percentile } from './figures';
import { loadBench } from './load';
import { streamBench } from './stream';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const FLOOD = Number(process.env.BENCH_FLOOD ?? 3000);
const CAP = Number(process.env.BENCH_CAP ?? 2000);
const STATUS_PATH = `/v1/vehicles/${VINS.evSedan}/status`;
const OTHER_PATH = `/v1/vehicles/${VINS.phev}/status`;

type Run = { label: string; rps: number; p50: number; p99: number; statuses: Record<number, number> };

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
/** Heap in use after a full collection, so before/after figures compare live data. */
const heap = () => {
  gc();
  return process.memoryUsage().heapUsed;
};

/** `count` requests, at most `concurrency` in flight; `headers(i)` gives each request its own headers. */
async function load(
  label: string,
  base: string,
  path: string,
  count: number,
  concurrency: number,
  headers: (i: number) => Record<string, string> = () => ({}),
): Promise<Run> {
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const t0 = performance.now();
        const res = await fetch(`${base}${path}`, { headers: headers(i) });
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { label, rps: count / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), statuses };
}

async function start(replayCache: Partial<ReplayLimits>) {
  const { app, clock, base } = await listenApi(as, { rateLimit: 10_000_000, replayCache });
  const token = await accessToken(as, key, clock.now(), { claims: { exp: Math.floor(clock.now() / 1000) + 3600 } });
  const proofs = (n: number) =>
    Promise.all(Array.from({ length: n }, () => dpopProof(key, token, STATUS_PATH, clock.now())));
  const auth = (list: string[]) => (i: number) => ({ authorization: `DPoP ${token}`, dpop: list[i]! });
  return { app, clock, base, proofs, auth, cache: app.authenticator.replayCache };
}

const [as, key] = await Promise.all([signingKey(), dpopKey()]);

async function throughput() {
  const api = await start({ total: 50_000 + REQUESTS, perCaller: 50_000 + REQUESTS });
  console.log(
    `data API on ${api.base} (htu checked against ${API}); ${REQUESTS} requests per row, ${CONCURRENCY} in flight; Node ${process.version}`,
  );
  await load('warm-up', api.base, '/health', 200, CONCURRENCY);
  await load('warm-up', api.base, STATUS_PATH, 200, CONCURRENCY, api.auth(await api.proofs(200)));
  // Proofs are signed before the clock starts, one per request.
  const signStart = performance.now();
  const fresh = await api.proofs(REQUESTS);
  const signMs = (performance.now() - signStart) / REQUESTS;
  const health = await load('GET /health (public)', api.base, '/health', REQUESTS, CONCURRENCY);
  const status = await load(
    'GET /v1/vehicles/{vin}/status (DPoP)',
    api.base,
    STATUS_PATH,
    REQUESTS,
    CONCURRENCY,
    api.auth(fresh),
  );
  await api.app.close();

  console.log('\nThroughput');
  console.table(
    [health, status].map((r) => ({
      endpoint: r.label,
      'req/s': Math.round(r.rps),
      'p50 ms': r.p50.toFixed(2),
      'p99 ms': r.p99.toFixed(2),
      statuses: JSON.stringify(r.statuses),
    })),
  );
  for (const r of [health, status])
    figure(
      `data API ${r.label}`,
      `${Math.round(r.rps)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms (${CONCURRENCY} in flight)`,
    );
  console.log(
    `authenticated / health throughput ratio: ${(status.rps / health.rps).toFixed(2)}; client-side PS256 proof signing: ${signMs.toFixed(2)} ms per proof (not in the timed run)`,
  );
  return status.statuses[200] === REQUESTS && health.statuses[200] === REQUESTS;
}

async function replayFlood() {
  // Through HTTP: a fresh API where one caller may hold CAP entries, flooded by that caller with more than that.
  const api = await start({ perCaller: CAP });
  const floodProofs = await api.proofs(FLOOD);
  const heapBefore = heap();
  const sizeBefore = api.cache.size;
  const flood = await load('flood', api.base, STATUS_PATH, FLOOD, CONCURRENCY, api.auth(floodProofs));
  const sizeFull = api.cache.size;
  const heapFull = heap();
  const otherToken = await accessToken(as, key, api.clock.now(), { claims: { sub: 'acct-owner-2' } });
  const otherProof = await dpopProof(key, otherToken, OTHER_PATH, api.clock.now());
  const other = await load('another caller', api.base, OTHER_PATH, 1, 1, () => ({
    authorization: `DPoP ${otherToken}`,
    dpop: otherProof,
  }));
  api.clock.advance(61_001);
  const accepted = await load('after expiry', api.base, STATUS_PATH, 1, 1, api.auth(await api.proofs(1)));
  const sizeAfter = api.cache.size;
  const heapAfter = heap();
  await api.app.close();

  // The same cache at the default overall bound, filled directly by 12 callers of 5,000 proofs each (the most one
  // caller may hold), to show the memory bound at scale.
  let now = 0;
  const big = new ReplayCache({ perCaller: 5000, total: 50_000 }, () => now);
  const bigBefore = heap();
  let refused = 0;
  for (let i = 0; i < 60_000; i++)
    if (big.add(`caller-${Math.floor(i / 5000)}`, `${key.thumbprint}.${crypto.randomUUID()}`, 61_000) === 'full')
      refused++;
  const bigSize = big.size;
  const bigFull = heap();
  now = 61_000;
  big.add('caller-0', 'after-expiry', 122_000);
  const bigAfter = heap();

  console.log(
    '\nReplay cache (entries expire 60 s after the proof iat; a caller at its bound gets 429, other callers are served)',
  );
  console.table([
    {
      case: `HTTP: ${FLOOD} unique proofs from one caller, ${CAP} per caller`,
      'entries before': sizeBefore,
      'entries full': sizeFull,
      'entries 61 s later': sizeAfter,
      'heap before': mb(heapBefore),
      'heap full': mb(heapFull),
      'heap 61 s later': mb(heapAfter),
      outcome: JSON.stringify(flood.statuses),
    },
    {
      case: 'direct: 12 callers × 5000 keys, 50000 in all',
      'entries before': 0,
      'entries full': bigSize,
      'entries 61 s later': big.size,
      'heap before': mb(bigBefore),
      'heap full': mb(bigFull),
      'heap 61 s later': mb(bigAfter),
      outcome: `${refused} refused`,
    },
  ]);
  console.log(`during the flood another caller → ${JSON.stringify(other.statuses)}`);
  console.log(`61 s later a fresh proof → ${JSON.stringify(accepted.statuses)}`);
  figure(
    'DPoP replay cache',
    `one caller held at ${sizeFull} entries (${flood.statuses[429] ?? 0} × 429), another served, ${sizeAfter} left 61 s later; ${bigSize.toLocaleString('en')} entries ${mb(bigFull - bigBefore)}`,
  );
  return (
    sizeFull === CAP &&
    flood.statuses[429] === FLOOD - CAP &&
    other.statuses[200] === 1 &&
    sizeAfter === 1 &&
    accepted.statuses[200] === 1 &&
    bigSize === 50_000 &&
    refused === 10_000 &&
    big.size === 1
  );
}

/** BENCH_PARTS picks parts (e.g. `load`); all by default. */
const parts = (process.env.BENCH_PARTS ?? 'throughput,replay,load,stream').split(',');
const part = async (name: string, run: () => Promise<boolean>) => !parts.includes(name) || (await run());
const ok =
  (await part('throughput', throughput)) &&
  (await part('replay', replayFlood)) &&
  (await part('load', () => loadBench(heap))) &&
  (await part('stream', () => streamBench(heap)));
console.log(ok ? '\ncap and expiry hold; every request answered as expected' : '\nUNEXPECTED: see the tables above');
if (!ok) process.exitCode = 1;
