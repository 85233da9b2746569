/** Every data and public endpoint (SPEC §4.1, §4.3) answers with the contract's body, through `app.inject`. */
import { beforeEach, describe, expect, it } from 'vitest';
import { AlertPage, Categories, CATEGORY_IDS, EvBody, Health, JourneyPage, SignalsBody, Vehicle } from '../../contract';
import { createSimulator } from '../sim';
import type { Clock } from '../sim/types';
import { V } from './endpoint-test-helpers';
import { dpopProof, harness, type Harness } from './testing';

const simulator = (clock: Clock) => createSimulator({ clock });

let h: Harness;
beforeEach(async () => {
  h = await harness(simulator);
});

describe('data endpoints (SPEC §4.1) answer with the contract shapes', () => {
  it.each([
    ['', Vehicle],
    ['/status', SignalsBody],
    ['/location', SignalsBody],
    ['/ev', EvBody],
    ['/ev/hv-battery', SignalsBody],
    ['/alerts', AlertPage],
    ['/journeys', JourneyPage],
  ] as const)('GET /v1/vehicles/{vin}%s', async (suffix, schema) => {
    const res = await h.get(`/v1/vehicles/${V}${suffix}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(() => schema.parse(res.json())).not.toThrow();
  });
  it('HEAD is authenticated like GET (the proof names htm HEAD)', async () => {
    expect((await h.inject({ method: 'HEAD', url: `/v1/vehicles/${V}` })).statusCode).toBe(401);
    const token = await h.token();
    const proof = await dpopProof(h.key, token, `/v1/vehicles/${V}`, h.clock.now(), { htm: 'HEAD' });
    const res = await h.inject({
      method: 'HEAD',
      url: `/v1/vehicles/${V}`,
      headers: { authorization: `DPoP ${token}`, dpop: proof },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });
  it('the vehicle body names the VIN of the path', async () => {
    expect((await h.get(`/v1/vehicles/${V}`)).json().Vehicle.VehicleIdentification.VIN).toBe(V);
  });
});

describe('public endpoints (SPEC §4.3)', () => {
  it('GET /health is {status: "UP"} without credentials', async () => {
    const res = await h.inject({ url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(Health.parse(res.json())).toEqual({ status: 'UP' });
  });
  it('GET /v1/categories lists every category with its scope and endpoints', async () => {
    const res = await h.inject({ url: '/v1/categories' });
    const list = Categories.parse(res.json());
    expect(list.map((c) => c.id)).toEqual([...CATEGORY_IDS]);
    expect(list.find((c) => c.id === 'hv-battery')).toMatchObject({
      scope: 'vehicle:read',
      endpoints: ['/v1/vehicles/{vin}/ev/hv-battery'],
    });
    expect(list.every((c) => c.name && c.description && c.endpoints.length === 1)).toBe(true);
  });
  it('GET /openapi.json is public', async () => {
    const res = await h.inject({ url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toBe('3.1.0');
  });
});
