import { beforeAll, describe, expect, it } from 'vitest';
import { AlertPage, EvBody, JourneyPage, SignalsBody, Vehicle } from '../../contract';
import { VINS } from '../fleet';
import { createSimulator } from '../sim';
import { HOSTILE } from '../sim/hostile-strings';
import { harness, type Harness } from './testing';

const V = VINS.evSedan;
let h: Harness;
beforeAll(async () => {
  h = await harness((clock) => createSimulator({ clock }));
});
const control = (payload: object) => h.inject({ method: 'POST', url: '/control/scenarios', payload });

describe('POST /control/scenarios {kind: "hostile-strings"}', () => {
  it('serves hostile strings on every endpoint of the car, each answer valid against the contract', async () => {
    expect((await control({ kind: 'hostile-strings', vin: V, enabled: true })).statusCode).toBe(200);
    const base = `/v1/vehicles/${V}`;
    const vehicle = Vehicle.parse((await h.get(base)).json());
    expect(vehicle.Vehicle.VehicleIdentification.Model).toContain(HOSTILE.longWord);
    const alerts = AlertPage.parse((await h.get(`${base}/alerts?size=100`)).json());
    expect(alerts.content.map((a) => a.title)).toContain(HOSTILE.script);
    const journeys = JourneyPage.parse((await h.get(`${base}/journeys?size=100`)).json());
    expect(journeys.content.every((j) => j.id.startsWith(HOSTILE.csvFormula))).toBe(true);
    for (const path of ['/status', '/location', '/ev/hv-battery']) {
      const res = await h.get(`${base}${path}`);
      expect(res.statusCode, path).toBe(200);
      expect(
        SignalsBody.parse(res.json()).signals.some((s) => s.unit === HOSTILE.script),
        path,
      ).toBe(true);
    }
    expect(EvBody.parse((await h.get(`${base}/ev`)).json()).signals.length).toBeGreaterThan(3);
    expect((await control({ kind: 'hostile-strings', vin: V, enabled: false })).statusCode).toBe(200);
    expect((await h.get(base)).json().Vehicle.VehicleIdentification.Brand).toBe('Voltara');
  });

  it('is 400 without the switch and 422 for a car the sandbox does not simulate', async () => {
    const missing = await control({ kind: 'hostile-strings', vin: V });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().violations.map((v: { field: string }) => v.field)).toContain('enabled');
    const unknown = await control({ kind: 'hostile-strings', vin: 'SDXE1S2A2RA999999', enabled: true });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});
