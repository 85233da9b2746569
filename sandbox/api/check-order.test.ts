/** The order of checks (DESIGN §3): 400 for malformed input, then 401, then 403 and 404 by scope and consent. */
import { beforeEach, describe, expect, it } from 'vitest';
import { ERROR_TYPES, EvBody } from '../../contract';
import { VINS } from '../fleet';
import { createSimulator } from '../sim';
import type { Clock } from '../sim/types';
import { expectProblem, fields, FLEET, OWNER2, SUPPORT, V } from './endpoint-test-helpers';
import { harness, type Harness } from './testing';

const simulator = (clock: Clock) => createSimulator({ clock });

let h: Harness;
beforeEach(async () => {
  h = await harness(simulator);
});

describe('400 validation-failed with violations for every malformed parameter', () => {
  it.each([
    ['16 characters', 'SDXE1S2A2RA10000'],
    ['18 characters', 'SDXE1S2A2RA1000011'],
    ['the letter O', 'SDXE1S2A2RA10O001'],
    ['lower case', 'sdxe1s2a2ra100001'],
    ['punctuation', 'SDXE1S2A2RA1000-1'],
  ])('a VIN with %s', async (_name, vin) => {
    const res = await h.get(`/v1/vehicles/${vin}/status`);
    const body = expectProblem(res, 400, ERROR_TYPES.validation);
    expect(body.violations![0]).toMatchObject({ field: 'vin', rejectedValue: vin });
  });
  it.each([
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['size=0', 'size'],
    ['size=101', 'size'],
    ['sort=bogus,asc', 'sort'],
    ['sort=raisedAt,up', 'sort'],
    ['severity=urgent', 'severity'],
    ['active=yes', 'active'],
    ['foo=1', 'foo'],
    ['page=1&page=2', 'page'],
  ])('alerts ?%s flags %s', async (query, field) => {
    expect(fields(await h.get(`/v1/vehicles/${V}/alerts?${query}`))).toEqual([field]);
  });
  it.each([
    ['from=yesterday', 'from'],
    ['to=2026-13-01T00:00:00Z', 'to'],
    ['from=2026-11-02T00:00:00Z&to=2026-11-01T00:00:00Z', 'from'],
    ['severity=info', 'severity'],
  ])('journeys ?%s flags %s', async (query, field) => {
    expect(fields(await h.get(`/v1/vehicles/${V}/journeys?${query}`))).toEqual([field]);
  });
  it('lists every violation at once (VIN and query together)', async () => {
    const res = await h.get('/v1/vehicles/SHRT/alerts?size=0&active=maybe&x=1');
    expect(fields(res).sort()).toEqual(['active', 'size', 'vin', 'x']);
  });
  it('endpoints without parameters refuse unknown ones', async () => {
    expect(fields(await h.get(`/v1/vehicles/${V}/status?verbose=1`))).toEqual(['verbose']);
  });
  it('validation comes before authentication: a bad VIN without credentials is 400', async () => {
    expectProblem(await h.inject({ url: '/v1/vehicles/SHORT' }), 400, ERROR_TYPES.validation);
  });
});

describe('401 before anything that leaks existence; 403 and 404 by consent (DESIGN §3)', () => {
  it('an unknown but well-formed VIN without credentials is 401, not 404', async () => {
    expectProblem(await h.inject({ url: '/v1/vehicles/SDXE1S2A2RA999999' }), 401, ERROR_TYPES.unauthorized);
  });
  it('an unknown VIN is 404', async () => {
    expectProblem(await h.get('/v1/vehicles/SDXE1S2A2RA999999'), 404, ERROR_TYPES.notFound);
  });
  it('a VIN of another owner is 404, exactly like an unknown one', async () => {
    const res = await h.get(`/v1/vehicles/${VINS.phev}/status`);
    expectProblem(res, 404, ERROR_TYPES.notFound);
    expect(res.json().detail).toBe(`No vehicle ${VINS.phev} is accessible to the caller.`);
  });
  it.each(['/ev', '/ev/hv-battery'])('%s of a car without ev-charging is 404', async (suffix) => {
    expectProblem(await h.get(`/v1/vehicles/${VINS.petrol}${suffix}`), 404, ERROR_TYPES.notFound);
  });
  it('support on a car without an active support grant: 403 saying so', async () => {
    const body = expectProblem(
      await h.get(`/v1/vehicles/${VINS.petrol}/status`, { tokenOptions: SUPPORT }),
      403,
      ERROR_TYPES.forbidden,
    );
    expect(body.detail).toMatch(/^No active support grant/);
  });
  it('support may see a customer’s car under the owner’s grant, location included where the grant shares it', async () => {
    expect((await h.get(`/v1/vehicles/${V}/location`, { tokenOptions: SUPPORT })).statusCode).toBe(200);
  });
  it.each(['/location', '/journeys'])(
    '%s of a car without location sharing: 403 naming the category, status still 200',
    async (suffix) => {
      const body = expectProblem(
        await h.get(`/v1/vehicles/${VINS.noLocation}${suffix}`, { tokenOptions: OWNER2 }),
        403,
        ERROR_TYPES.forbidden,
      );
      expect(body.detail).toContain(suffix.slice(1));
      expect(body.detail).toMatch(/location sharing/);
      expect((await h.get(`/v1/vehicles/${VINS.noLocation}/status`, { tokenOptions: OWNER2 })).statusCode).toBe(200);
    },
  );
  it('a charging session’s place is withheld (null) where location is withheld, and shown where it is allowed', async () => {
    const hidden = EvBody.parse((await h.get(`/v1/vehicles/${VINS.noLocation}/ev`, { tokenOptions: OWNER2 })).json());
    expect(hidden.chargingSession).not.toBeNull();
    expect(hidden.chargingSession?.location).toBeNull();
    const shown = EvBody.parse((await h.get(`/v1/vehicles/${V}/ev`)).json());
    expect(shown.chargingSession?.location).toEqual({ latitude: expect.any(Number), longitude: expect.any(Number) });
  });
  it('a client-credentials token (no sub) is the fleet client: its fleet 200, other cars 404', async () => {
    expect((await h.get(`/v1/vehicles/${VINS.dieselVan}/status`, { tokenOptions: FLEET })).statusCode).toBe(200);
    expectProblem(await h.get(`/v1/vehicles/${V}/status`, { tokenOptions: FLEET }), 404, ERROR_TYPES.notFound);
  });
  it('a client-credentials token whose sub is the client id is the client too', async () => {
    const tokenOptions = { claims: { sub: 'fleet-demo', client_id: 'fleet-demo' } };
    expect((await h.get(`/v1/vehicles/${VINS.phev}`, { tokenOptions })).statusCode).toBe(200);
  });
  it('a 403 for missing scope comes before the 404 of an unknown VIN', async () => {
    expectProblem(
      await h.get('/v1/vehicles/SDXE1S2A2RA999999', { tokenOptions: { claims: { scope: 'charger:read' } } }),
      403,
      ERROR_TYPES.forbidden,
    );
  });
});
