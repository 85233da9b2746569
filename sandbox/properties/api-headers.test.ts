/**
 * Property (issue 10): whatever credentials and headers a client sends the data API (any Authorization scheme and
 * token, DPoP proofs as any text or as signed JWTs with any claims and header, any Content-Type, Accept, Origin and
 * Host), the answer is the documented body or a well-formed problem: never a 5xx, a crash or a hang.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATA_ENDPOINTS } from '../../contract/endpoints';
import { VINS } from '../fleet';
import { createSimulator } from '../sim';
import { harness, type Harness } from '../api/testing';
import { apiChecker, type ApiChecker } from './api-answers';
import { credentialHeaders, credentials, otherHeaders, pathOf } from './api-requests';
import { SEED } from './arbitraries';

const RUNS = { credentials: 800, headers: 400 };

let h: Harness;
let api: ApiChecker;
beforeAll(async () => {
  h = await harness((clock) => createSimulator({ clock }), { rateLimit: { max: 1_000_000, windowMs: 60_000 } });
  api = await apiChecker(h);
});

const dataPaths = [...DATA_ENDPOINTS.map((e) => e.path), '/v1/vehicles/{vin}/support-grant'];
const seen = (status: number) => api.statuses.get(status) ?? 0;

describe('property: any credentials and headers get a documented body or a problem, never a 5xx or a hang', () => {
  it('any Authorization and DPoP headers (text, other schemes, signed JWTs with any claims), sent once or twice', async () => {
    const request = fc.record({ path: pathOf(dataPaths), credentials, again: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(request, async ({ path, credentials, again }) => {
        const headers = await credentialHeaders(h, credentials, path);
        const first = await api.send({ method: 'GET', url: path, headers });
        // RFC 9449 §11.1: the same proof a second time is refused, whatever the first answer was.
        if (again) {
          const second = await api.send({ method: 'GET', url: path, headers });
          if (first.statusCode === 200) expect(second.statusCode).toBe(401);
        }
      }),
      { seed: SEED, numRuns: RUNS.credentials },
    );
    for (const status of [200, 400, 401]) expect(seen(status), `status ${status} reached`).toBeGreaterThan(10);
  });

  it('any Content-Type, Accept, Origin, Host, X-Correlation-ID and Accept-Encoding, with valid credentials', async () => {
    const valid = { authorization: { kind: 'valid' }, proof: { kind: 'valid' } } as const;
    const paths = [...dataPaths, '/health', '/v1/categories'];
    const path = fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...paths).map((p) => p.replace('{vin}', VINS.evSedan)) },
      pathOf(paths),
    );
    const request = fc.record({ path, other: otherHeaders });
    const before = seen(200);
    await fc.assert(
      fc.asyncProperty(request, async ({ path, other }) => {
        const headers = { ...other, ...(await credentialHeaders(h, valid, path)) };
        await api.send({ method: 'GET', url: path, headers });
      }),
      { seed: SEED, numRuns: RUNS.headers },
    );
    expect(seen(200) - before, 'valid requests reached').toBeGreaterThan(RUNS.headers / 4);
  });
});
