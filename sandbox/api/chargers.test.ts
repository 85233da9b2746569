import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TYPES } from '../../contract';
import { CONNECTOR_STATUSES } from '../../contract/chargers';
import { VINS } from '../fleet';
import { createSimulator } from '../sim';
import { DEPOT, FLEET_CHARGER, WALLBOX } from './charger-test-helpers';
import { expectProblem, OWNER2, SUPPORT, fields } from './endpoint-test-helpers';
import { harness, type Harness } from './testing';

let h: Harness;
beforeAll(async () => {
  h = await harness((clock) => createSimulator({ clock }));
});

describe('charger requests are checked in order: 400, 401, 403, 404', () => {
  it('a charger id that is not 1–36 letters, digits and hyphens is 400, with every violation of the query at once', async () => {
    const res = await h.get(`/v1/chargers/bad_id!/sessions?size=0&sort=nope,asc&from=yesterday&extra=1`);
    const body = expectProblem(res, 400, ERROR_TYPES.validation);
    expect(fields(res).sort()).toEqual(['chargerId', 'extra', 'from', 'size', 'sort']);
    expect(body.violations!.find((v) => v.field === 'chargerId')!.rejectedValue).toBe('bad_id!');
    expectProblem(await h.get(`/v1/chargers/${'A'.repeat(37)}`), 400, ERROR_TYPES.validation);
  });
  it('from after to is 400', async () => {
    const res = await h.get(`/v1/chargers/${WALLBOX}/sessions?from=2026-11-20T00:00:00Z&to=2026-11-19T00:00:00Z`);
    expectProblem(res, 400, ERROR_TYPES.validation);
    expect(fields(res)).toEqual(['from']);
  });
  it('the list takes only its paging parameters', async () => {
    expect(fields(await h.get('/v1/chargers?page=-1&vin=x')).sort()).toEqual(['page', 'vin']);
  });
  it('validation comes before authentication; without DPoP credentials the answer is 401', async () => {
    expect((await h.inject({ url: '/v1/chargers/bad_id' })).statusCode).toBe(400);
    for (const url of ['/v1/chargers', `/v1/chargers/${WALLBOX}`, `/v1/chargers/${WALLBOX}/sessions`])
      expectProblem(await h.inject({ url }), 401, ERROR_TYPES.unauthorized);
    const bearer = await h.inject({ url: '/v1/chargers', headers: { authorization: `Bearer ${await h.token()}` } });
    expect(bearer.statusCode).toBe(401);
  });
  it('a token without charger:read is 403 naming the scope, even for a charger that does not exist', async () => {
    for (const url of [
      '/v1/chargers',
      `/v1/chargers/${WALLBOX}`,
      `/v1/chargers/${WALLBOX}/sessions`,
      '/v1/chargers/NOPE',
    ]) {
      const res = await h.get(url, { tokenOptions: { claims: { scope: 'vehicle:read' } } });
      expect(expectProblem(res, 403, ERROR_TYPES.forbidden).detail).toContain('charger:read');
      expect(res.headers['www-authenticate']).toContain('scope="charger:read"');
    }
  });
  it('another account’s charger is 404 like an unknown one', async () => {
    for (const [url, caller] of [
      [`/v1/chargers/${WALLBOX}`, OWNER2],
      [`/v1/chargers/${WALLBOX}/sessions`, FLEET_CHARGER],
      [`/v1/chargers/${DEPOT}`, {}],
      ['/v1/chargers/NO-SUCH-CHARGER', {}],
    ] as const)
      expectProblem(await h.get(url, { tokenOptions: caller }), 404, ERROR_TYPES.notFound);
  });
  it('support agents never see a charger: an empty list and 404 for any id', async () => {
    expect((await h.get('/v1/chargers', { tokenOptions: SUPPORT })).json().content).toEqual([]);
    expectProblem(await h.get(`/v1/chargers/${WALLBOX}`, { tokenOptions: SUPPORT }), 404, ERROR_TYPES.notFound);
  });
});

describe('each caller sees its own chargers', () => {
  it('the sedan’s owner has a 22 kW wallbox with two Type 2 connectors, one per EV', async () => {
    const res = await h.get('/v1/chargers');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { content, page } = res.json();
    expect(page).toEqual({ number: 0, size: 20, totalElements: 1, totalPages: 1 });
    expect(content[0]).toMatchObject({ id: WALLBOX, maxPowerKW: 22 });
    expect(content[0].connectors.map((c: { type: string }) => c.type)).toEqual(['Type 2', 'Type 2']);
    expect((await h.get(`/v1/chargers/${WALLBOX}`)).json()).toEqual(content[0]);
  });
  it('the fleet client has the depot charger; owner2 has none', async () => {
    const fleet = (await h.get('/v1/chargers', { tokenOptions: FLEET_CHARGER })).json();
    expect(fleet.content.map((c: { id: string }) => c.id)).toEqual([DEPOT]);
    expect((await h.get('/v1/chargers', { tokenOptions: OWNER2 })).json()).toEqual({
      content: [],
      page: { number: 0, size: 20, totalElements: 0, totalPages: 0 },
    });
  });
  it('connectors carry OCPP 2.0.1 statuses; a car is named only while plugged in', async () => {
    const { connectors } = (await h.get(`/v1/chargers/${WALLBOX}`)).json() as {
      connectors: { status: string; vin: string | null; powerKW: number }[];
    };
    for (const c of connectors) {
      expect(CONNECTOR_STATUSES).toContain(c.status);
      expect(c.vin !== null).toBe(c.status === 'Occupied');
      if (c.status !== 'Occupied') expect(c.powerKW).toBe(0);
    }
  });
});

describe('sessions page, sort and filter like the other lists', () => {
  it('newest first by default, from/to inclusive on startTime, sort by energy', async () => {
    const all = (await h.get(`/v1/chargers/${WALLBOX}/sessions?size=100`)).json();
    expect(all.page.totalElements).toBeGreaterThan(100);
    const starts = all.content.map((s: { startTime: string }) => s.startTime);
    expect([...starts].sort().reverse()).toEqual(starts);
    const [newest, , third] = all.content as { startTime: string }[];
    const range = await h.get(
      `/v1/chargers/${WALLBOX}/sessions?from=${third!.startTime}&to=${newest!.startTime}&sort=energyKWh,asc`,
    );
    const energies = range.json().content.map((s: { energyKWh: number }) => s.energyKWh);
    expect(energies).toHaveLength(3);
    expect([...energies].sort((a, b) => a - b)).toEqual(energies);
    const beyond = (await h.get(`/v1/chargers/${WALLBOX}/sessions?page=99999`)).json();
    expect(beyond.content).toEqual([]);
  });
  it('the wallbox’s sessions are the two EVs’ home charges; the depot’s are the plug-in hybrid’s', async () => {
    const vins = async (id: string, caller = {}) =>
      new Set(
        (await h.get(`/v1/chargers/${id}/sessions?size=100`, { tokenOptions: caller }))
          .json()
          .content.map((s: { vin: string }) => s.vin),
      );
    expect(await vins(WALLBOX)).toEqual(new Set([VINS.evSedan, VINS.evSuv]));
    expect(await vins(DEPOT, FLEET_CHARGER)).toEqual(new Set([VINS.phev]));
  });
});

describe('control: a connector faults and recovers', () => {
  it('POST /control/scenarios charger-connector-fault shows Faulted on the charger; a bad body is 400, an unknown charger 422', async () => {
    const post = (payload: object) => h.inject({ method: 'POST', url: '/control/scenarios', payload });
    const fault = { kind: 'charger-connector-fault', chargerId: WALLBOX, connectorId: 2, faulted: true };
    expect((await post(fault)).statusCode).toBe(200);
    const connector = async () =>
      (await h.get(`/v1/chargers/${WALLBOX}`)).json().connectors.find((c: { id: number }) => c.id === 2);
    expect(await connector()).toMatchObject({ status: 'Faulted', powerKW: 0 });
    expect((await post(fault)).statusCode).toBe(422);
    expect((await post({ ...fault, chargerId: 'no such!' })).statusCode).toBe(400);
    expect((await post({ ...fault, chargerId: 'NO-SUCH' })).statusCode).toBe(422);
    expect((await post({ ...fault, faulted: false })).statusCode).toBe(200);
    expect((await connector()).status).not.toBe('Faulted');
  });
});
