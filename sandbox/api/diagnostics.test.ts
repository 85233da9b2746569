/** `GET /v1/vehicles/{vin}/diagnostics` (DESIGN §3): validation, DPoP, consent, support, the body, its list query. */
import { describe, expect, it, beforeEach } from 'vitest';
import { CONSENT_REASONS, DiagnosticsBody, ERROR_TYPES, type TroubleCode } from '../../contract';
import { VINS } from '../fleet';
import { createSimulator } from '../sim';
import type { Clock } from '../sim/types';
import type { OpenApiDocument } from '../../contract/openapi';
import { DIAGNOSTICS_EXAMPLE } from '../../contract/diagnostics-example';
import { expectProblem, fields, FLEET, OWNER2, SUPPORT, V } from './endpoint-test-helpers';
import { documentSchemas } from './openapi-test-helpers';
import { harness, type Harness } from './testing';

let h: Harness;
beforeEach(async () => {
  h = await harness((clock: Clock) => createSimulator({ clock }));
});

const path = (vin: string, query = '') => `/v1/vehicles/${vin}/diagnostics${query}`;
const codes = async (vin: string, query = '') => {
  const res = await h.get(path(vin, query));
  expect(res.statusCode, res.body).toBe(200);
  return DiagnosticsBody.parse(res.json());
};
const scenario = (payload: object) => h.inject({ method: 'POST', url: '/control/scenarios', payload });
const signal = async (vin: string, name: string) =>
  (await h.get(`/v1/vehicles/${vin}/status`)).json().signals.find((s: { name: string }) => s.name === name)?.value;

describe('GET /v1/vehicles/{vin}/diagnostics', () => {
  it('answers the car’s codes, whose active and permanent ones are exactly status’s DTCList and DTCCount', async () => {
    let seen = 0;
    for (const vin of [VINS.evSedan, VINS.evSuv, VINS.petrol]) {
      const body = await codes(vin);
      expect(body.vin).toBe(vin);
      const listed = body.troubleCodes.filter((c) => c.status === 'active' || c.status === 'permanent');
      expect(await signal(vin, 'Vehicle.Diagnostics.DTCList')).toEqual(listed.map((c) => c.code).sort());
      expect(await signal(vin, 'Vehicle.Diagnostics.DTCCount')).toBe(listed.length);
      seen += body.troubleCodes.length;
    }
    expect(seen).toBeGreaterThan(0);
    expect((await codes(VINS.evSuv)).troubleCodes.find((c) => c.code === 'P0A80')?.status).toBe('active');
  });

  it('every active alert that cites a code finds it active here', async () => {
    for (const vin of [VINS.evSuv, VINS.petrol]) {
      const alerts = (await h.get(`/v1/vehicles/${vin}/alerts?active=true&size=100`)).json().content as {
        troubleCode?: string;
      }[];
      const body = await codes(vin);
      const cited = alerts.flatMap((a) => (a.troubleCode ? [a.troubleCode] : []));
      expect(cited.length).toBeGreaterThan(0);
      for (const code of cited) expect(body.troubleCodes.find((c) => c.code === code)?.status).toBe('active');
    }
  });

  it('filters by status and system, sorts and pages like the other lists', async () => {
    const vin = VINS.petrol;
    for (const code of ['B1A23', 'C0561', 'U0100']) await scenario({ kind: 'trouble-code-raise', vin, code });
    const all = (await codes(vin)).troubleCodes;
    expect(all.length).toBeGreaterThanOrEqual(3);
    const byCode = await codes(vin, '?sort=code,asc');
    expect(byCode.troubleCodes.map((c) => c.code)).toEqual(all.map((c) => c.code).sort());
    const chassisOrNetwork = await codes(vin, '?system=chassis,network');
    expect(new Set(chassisOrNetwork.troubleCodes.map((c) => c.system))).toEqual(new Set(['chassis', 'network']));
    const active = await codes(vin, '?status=active');
    expect(active.troubleCodes.every((c) => c.status === 'active')).toBe(true);
    const page = await codes(vin, '?sort=code,asc&size=2&page=1');
    expect(page.page).toEqual({ number: 1, size: 2, totalElements: all.length, totalPages: Math.ceil(all.length / 2) });
    expect(page.troubleCodes.map((c) => c.code)).toEqual(byCode.troubleCodes.slice(2, 4).map((c) => c.code));
    expect((await codes(vin)).page).toMatchObject({ number: 0, size: 100, totalElements: all.length });
  });

  it('is documented with its parameters, errors and an example that its own schema accepts', async () => {
    const doc: OpenApiDocument = (await h.inject({ url: '/openapi.json' })).json();
    const op = doc.paths['/v1/vehicles/{vin}/diagnostics']!.get as {
      parameters: { name?: string }[];
      responses: Record<string, { content?: Record<string, { example?: unknown }> }>;
    };
    expect(op.parameters.map((p) => p.name).filter(Boolean)).toEqual(['page', 'size', 'sort', 'status', 'system']);
    expect(Object.keys(op.responses).sort()).toEqual(['200', '400', '401', '403', '404', '429', '500']);
    const example = op.responses['200']!.content!['application/json']!.example;
    expect(example).toEqual(DIAGNOSTICS_EXAMPLE);
    const schema = documentSchemas(doc).body('/v1/vehicles/{vin}/diagnostics', 'get', 200);
    expect(schema.safeParse(example).success).toBe(true);
    expect(schema.safeParse({ ...DIAGNOSTICS_EXAMPLE, extra: true }).success).toBe(false);
  });

  it('lists every violation at once (400)', async () => {
    const res = await h.get(path('SDXE1S2A2RA10000', '?status=broken&system=engine&sort=colour,up&size=0&page=-1'));
    const body = expectProblem(res, 400, ERROR_TYPES.validation);
    expect(fields(res).sort()).toEqual(['page', 'size', 'sort', 'status', 'system', 'vin']);
    expect(body.violations!.length).toBeGreaterThanOrEqual(6);
  });

  it('needs DPoP on every request (401 without a proof, and with a Bearer token)', async () => {
    const token = await h.token();
    expectProblem(
      await h.inject({ url: path(V), headers: { authorization: `DPoP ${token}` } }),
      401,
      ERROR_TYPES.unauthorized,
    );
    expectProblem(
      await h.inject({ url: path(V), headers: { authorization: `Bearer ${token}` } }),
      401,
      ERROR_TYPES.unauthorized,
    );
  });

  it('is 404 for a car the caller has no relation to, and 403 naming the consent where it is withheld', async () => {
    expectProblem(await h.get(path(V), { tokenOptions: OWNER2 }), 404, ERROR_TYPES.notFound);
    const refused = expectProblem(
      await h.get(path(VINS.dieselVan), { tokenOptions: FLEET }),
      403,
      ERROR_TYPES.forbidden,
    );
    expect(refused).toMatchObject({ category: 'diagnostics', reason: CONSENT_REASONS.notShared });
    expect(refused.detail).toMatch(/diagnostics/);
    expect((await h.get(`/v1/vehicles/${VINS.dieselVan}/status`, { tokenOptions: FLEET })).statusCode).toBe(200);
  });

  it('support agents see trouble codes under a grant (recorded for the owner) and not without one', async () => {
    const res = await h.get(path(V), { tokenOptions: SUPPORT });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual((await h.get(path(V))).json());
    expect(h.app.support.record.forVehicle(V).map((e) => [e.category, e.outcome])).toContainEqual([
      'diagnostics',
      'viewed',
    ]);
    const refused = expectProblem(
      await h.get(path(VINS.petrol), { tokenOptions: SUPPORT }),
      403,
      ERROR_TYPES.forbidden,
    );
    expect(refused).toMatchObject({ reason: CONSENT_REASONS.noGrant });
  });

  it('control raises, clears and erases a code; a bad scenario is a 400 or 422 saying why', async () => {
    const vin = VINS.evSedan;
    expect((await scenario({ kind: 'trouble-code-raise', vin, code: 'C0561', pending: true })).statusCode).toBeLessThan(
      300,
    );
    const find = async () => (await codes(vin)).troubleCodes.find((c) => c.code === 'C0561') as TroubleCode | undefined;
    expect((await find())?.status).toBe('pending');
    await scenario({ kind: 'trouble-code-raise', vin, code: 'C0561' });
    expect((await find())?.status).toBe('active');
    expect(await signal(vin, 'Vehicle.Diagnostics.DTCList')).toContain('C0561');
    h.clock.advance(60_000);
    await scenario({ kind: 'trouble-code-clear', vin, code: 'C0561' });
    expect((await find())?.status).toBe('stored');
    await scenario({ kind: 'trouble-codes-erase', vin });
    expect(await find()).toBeUndefined();
    const bad = await scenario({ kind: 'trouble-code-raise', vin, code: 'Z9999', extra: 1 });
    expect(bad.statusCode).toBe(400);
    const cannot = await scenario({ kind: 'trouble-code-clear', vin, code: 'U0100' });
    expect(cannot.statusCode).toBe(422);
    expect(cannot.json().detail).toMatch(/neither active nor pending/);
  });
});
