/**
 * The clients of the load bench (./load.ts), in a worker thread so that their signing and bookkeeping do not run on
 * the server's event loop: either well-behaved clients, each with its own key and token at its own pace, or one
 * abusive client flooding with one token, alternately replaying one proof and signing fresh ones.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { importJWK, type CryptoKey, type JWK } from 'jose';
import { dpopProof } from '../api/testing';

export type LoadClient = { privateJwk: JWK; publicJwk: JWK; thumbprint: string; token: string; paths: string[] };
export type LoadJob =
  | { role: 'clients'; base: string; clients: LoadClient[]; seconds: number; intervalMs: number }
  | { role: 'flood'; base: string; client: LoadClient; seconds: number; concurrency: number; replay: boolean };
/** Latencies in ms, statuses, and per client the requests sent and answered 200. */
export type LoadResult = {
  latencies: number[];
  statuses: Record<number, number>;
  perClient: { sent: number; ok: number }[];
};

const job = workerData as LoadJob;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function keyOf(c: LoadClient) {
  const privateKey = (await importJWK(c.privateJwk, 'ES256')) as CryptoKey;
  return { privateKey, publicJwk: c.publicJwk, alg: 'ES256', thumbprint: c.thumbprint };
}

async function get(base: string, path: string, token: string, proof: string, result: LoadResult) {
  const t0 = performance.now();
  const res = await fetch(`${base}${path}`, { headers: { authorization: `DPoP ${token}`, dpop: proof } });
  await res.arrayBuffer();
  result.latencies.push(performance.now() - t0);
  result.statuses[res.status] = (result.statuses[res.status] ?? 0) + 1;
  return res.status;
}

/** Each client: a fresh proof per request, one request every `intervalMs` on average (jittered), until the end. */
async function clients(j: Extract<LoadJob, { role: 'clients' }>): Promise<LoadResult> {
  const result: LoadResult = { latencies: [], statuses: {}, perClient: j.clients.map(() => ({ sent: 0, ok: 0 })) };
  const end = Date.now() + j.seconds * 1000;
  await Promise.all(
    j.clients.map(async (c, i) => {
      const key = await keyOf(c);
      await sleep(Math.random() * j.intervalMs);
      for (let n = 0; Date.now() < end; n++) {
        const path = c.paths[n % c.paths.length]!;
        const proof = await dpopProof(key, c.token, path, Date.now());
        const mine = result.perClient[i]!;
        mine.sent++;
        if ((await get(j.base, path, c.token, proof, result)) === 200) mine.ok++;
        await sleep(j.intervalMs * (0.5 + Math.random()));
      }
    }),
  );
  return result;
}

/** `concurrency` loops as fast as they go: even requests replay the first proof (with `replay`), others carry a fresh one. */
async function flood(j: Extract<LoadJob, { role: 'flood' }>): Promise<LoadResult> {
  const result: LoadResult = { latencies: [], statuses: {}, perClient: [] };
  const key = await keyOf(j.client);
  const path = j.client.paths[0]!;
  const reused = await dpopProof(key, j.client.token, path, Date.now());
  const end = Date.now() + j.seconds * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: j.concurrency }, async () => {
      while (Date.now() < end) {
        const proof = j.replay && n++ % 2 === 0 ? reused : await dpopProof(key, j.client.token, path, Date.now());
        await get(j.base, path, j.client.token, proof, result);
      }
    }),
  );
  return result;
}

parentPort!.postMessage(await (job.role === 'clients' ? clients(job) : flood(job)));
