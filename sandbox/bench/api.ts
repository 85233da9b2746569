import type { AddressInfo } from 'node:net';
import { createLocalJWKSet } from 'jose';
import { buildApi } from '../api/app';
import { createOffsetClock } from '../sim/clock';
import type { ReplayLimits } from '../api/dpop/replay-cache';
import { API, DASHBOARD, ISSUER, type SigningKey } from '../api/testing';
import { createSimulator } from '../sim';

/** The data API as the benches run it: a real simulator, tokens of `as`, on an ephemeral loopback port (real HTTP). */
export async function listenApi(as: SigningKey, o: { rateLimit: number; replayCache?: Partial<ReplayLimits> }) {
  const clock = createOffsetClock();
  const app = buildApi({
    simulator: createSimulator({ clock }),
    getKey: createLocalJWKSet({ keys: [as.publicJwk] }),
    issuer: ISSUER,
    audience: API,
    clock,
    rateLimit: { max: o.rateLimit, windowMs: 60_000 },
    dashboardOrigin: DASHBOARD,
    control: false,
    dpopNonce: false,
    ...(o.replayCache ? { replayCache: o.replayCache } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, clock, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}
