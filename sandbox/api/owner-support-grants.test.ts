/** The owner's view of support access to their car (DESIGN §3): `GET /v1/vehicles/{vin}/support-grants`. */
import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_REASONS, OwnerSupportGrantsBody, Problem } from '../../contract';
import { SUPPORT_ORGANISATION } from '../accounts';
import { VINS } from '../fleet';
import { createSimulator } from '../sim';
import type { Clock } from '../sim/types';
import { harness, type Harness, type TokenOptions } from './testing';

const OWNER = { claims: { sub: 'acct-owner-1' } };
const OTHER_OWNER = { claims: { sub: 'acct-owner-2' } };
const AGENT = { claims: { sub: 'acct-support-1', role: 'support' } };
const FLEET = { omit: ['sub'], claims: { client_id: 'fleet-demo', scope: 'vehicle:read' } };
const grantsOf = (vin: string) => `/v1/vehicles/${vin}/support-grants`;

let h: Harness;
beforeEach(async () => {
  h = await harness((clock: Clock) => createSimulator({ clock }));
});

async function activeGrants(vin: string, tokenOptions: TokenOptions = OWNER) {
  const res = await h.get(grantsOf(vin), { tokenOptions });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const body = OwnerSupportGrantsBody.parse(res.json());
  expect(body.vin).toBe(vin);
  return body.active;
}

async function refusal(res: Promise<LightMyRequestResponse>, status: number) {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
  return Problem.parse(answer.json());
}

describe('an owner sees which support organisation can see their car, for which case, and until when', () => {
  it('lists the active grant with case, purpose, organisation, what is shared and not, and its end; no agent id', async () => {
    const grant = h.app.support.grants.active(VINS.evSedan, SUPPORT_ORGANISATION)!;
    const res = await h.get(grantsOf(VINS.evSedan), { tokenOptions: OWNER });
    expect(res.body).not.toMatch(/AGT-/);
    expect(await activeGrants(VINS.evSedan)).toEqual([
      {
        caseReference: 'CASE-20417',
        purpose: 'Range lower than expected since the last software update',
        organisation: 'Voltara Support',
        categories: ['vehicle', 'diagnostics', 'status', 'alerts', 'ev', 'hv-battery', 'location', 'journeys'],
        notShared: [],
        grantedAt: new Date(grant.grantedAt).toISOString(),
        expiresAt: new Date(grant.expiresAt).toISOString(),
      },
    ]);
  });

  it('names the categories a grant leaves out (location and journeys off by default)', async () => {
    expect(await activeGrants(VINS.petrol)).toEqual([]);
    h.app.support.grants.create({
      ownerId: 'acct-owner-1',
      vin: VINS.petrol,
      organisation: SUPPORT_ORGANISATION,
      caseReference: 'CASE-55501',
      purpose: 'Engine light on',
      categories: ['vehicle', 'diagnostics', 'status', 'alerts'],
      days: 3,
    });
    const [grant] = await activeGrants(VINS.petrol);
    expect(grant).toMatchObject({ caseReference: 'CASE-55501', notShared: ['journeys', 'location'] });
    expect(Date.parse(grant!.expiresAt) - h.clock.now()).toBe(3 * 24 * 3600 * 1000);
  });

  it('a revocation empties the list on the next request', async () => {
    const grant = h.app.support.grants.active(VINS.evSuv, SUPPORT_ORGANISATION)!;
    expect(await activeGrants(VINS.evSuv)).toHaveLength(1);
    h.app.support.grants.revoke(grant.id, 'acct-owner-1');
    expect(await activeGrants(VINS.evSuv)).toEqual([]);
  });

  it('an expiry empties the list on the next request once the clock passes it', async () => {
    const grant = h.app.support.grants.active(VINS.evSedan, SUPPORT_ORGANISATION)!;
    h.clock.set(grant.expiresAt - 1);
    expect(await activeGrants(VINS.evSedan)).toHaveLength(1);
    h.clock.set(grant.expiresAt);
    expect(await activeGrants(VINS.evSedan)).toEqual([]);
  });

  it('is not recorded in the access record: it is the owner’s own view', async () => {
    await activeGrants(VINS.evSedan);
    await activeGrants(VINS.noLocation, OTHER_OWNER);
    expect(h.app.support.record.forVehicle(VINS.evSedan)).toEqual([]);
    expect(h.app.support.record.forVehicle(VINS.noLocation)).toEqual([]);
  });
});

describe('only the car’s owner may ask', () => {
  it('another owner gets 404, as for an unknown car (no relation, existence not leaked)', async () => {
    await refusal(h.get(grantsOf(VINS.evSedan), { tokenOptions: OTHER_OWNER }), 404);
    await refusal(h.get(grantsOf('SDXE1S2A2RA999999'), { tokenOptions: OWNER }), 404);
    expect(await activeGrants(VINS.noLocation, OTHER_OWNER)).toHaveLength(1);
  });

  it('support staff and the fleet client get 403 owner-only, even on a car they may see', async () => {
    for (const tokenOptions of [AGENT, FLEET]) {
      const body = await refusal(h.get(grantsOf(VINS.dieselVan), { tokenOptions }), 403);
      expect(body.reason).toBe(CONSENT_REASONS.ownerOnly);
    }
  });

  it('answers 400 (bad VIN, unknown parameter, every problem at once), 401, then 403 for scope', async () => {
    const bad = await refusal(h.get(`${grantsOf('not-a-vin')}?all=1`, { tokenOptions: OWNER }), 400);
    expect(new Set(bad.violations?.map((v) => v.field))).toEqual(new Set(['vin', 'all']));
    // Validation comes before everything else: a staff caller with a bad VIN learns only that.
    await refusal(h.get(grantsOf('not-a-vin'), { tokenOptions: AGENT }), 400);
    await refusal(h.inject({ url: grantsOf(VINS.evSedan) }), 401);
    const scopeless = { claims: { ...OWNER.claims, scope: 'charger:read' } };
    const body = await refusal(h.get(grantsOf(VINS.evSedan), { tokenOptions: scopeless }), 403);
    expect(body.reason).toBeUndefined();
  });
});
