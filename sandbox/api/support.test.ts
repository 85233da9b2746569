/** Support access on the data API (DESIGN §3): grants, expiry, revocation, the access record, the grant lookup. */
import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_REASONS, ERROR_TYPES, Problem, SupportGrantBody } from '../../contract';
import { SUPPORT_ORGANISATION } from '../accounts';
import { VINS } from '../fleet';
import { createSimulator } from '../sim';
import type { Clock } from '../sim/types';
import { shareableCategories, type GrantChange } from '../support';
import { defaultForm, parseGrantForm } from '../support/grant-input';
import { harness, type Harness } from './testing';

const DAY = 24 * 3600 * 1000;
const AGENT = { claims: { sub: 'acct-support-1', role: 'support' } };
const AGENT2 = { claims: { sub: 'acct-support-2', role: 'support' } };
const OWNER = { claims: { sub: 'acct-owner-1' } };

let h: Harness;
beforeEach(async () => {
  h = await harness((clock: Clock) => createSimulator({ clock }));
});

const asAgent = (path: string, tokenOptions = AGENT) => h.get(path, { tokenOptions });

function problem(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  return Problem.parse(res.json());
}

/** What an owner gets from the account page's form left as it is (location and journeys unticked). */
function grantWithDefaults(vin: string, caseReference = 'CASE-55501') {
  const form = { ...defaultForm(shareableCategories(vin)), caseReference, purpose: 'Engine light on' };
  const parsed = parseGrantForm(form, shareableCategories(vin));
  if (!parsed.ok) throw new Error('form');
  return h.app.support.grants.create({
    ownerId: 'acct-owner-1',
    vin,
    organisation: SUPPORT_ORGANISATION,
    ...parsed.value,
  });
}

describe('an agent sees a car only while its owner’s grant is active', () => {
  it('a car with no grant is 403 with a problem saying there is no active support grant', async () => {
    const body = problem(await asAgent(`/v1/vehicles/${VINS.petrol}/status`), 403);
    expect(body.type).toBe(ERROR_TYPES.forbidden);
    expect(body.reason).toBe(CONSENT_REASONS.noGrant);
    expect(body.detail).toMatch(/^No active support grant: the owner of vehicle SDXG4B6D1RA400004/);
  });

  it('an unknown VIN is 404 for an agent too', async () => {
    problem(await asAgent('/v1/vehicles/SDXE1S2A2RA999999/status'), 404);
  });

  it('a grant takes effect on the next request, and location and journeys stay off by default', async () => {
    expect((await asAgent(`/v1/vehicles/${VINS.petrol}/status`)).statusCode).toBe(403);
    grantWithDefaults(VINS.petrol);
    expect((await asAgent(`/v1/vehicles/${VINS.petrol}/status`)).statusCode).toBe(200);
    expect((await asAgent(`/v1/vehicles/${VINS.petrol}/alerts`)).statusCode).toBe(200);
    expect((await asAgent(`/v1/vehicles/${VINS.petrol}`)).statusCode).toBe(200);
    for (const category of ['location', 'journeys']) {
      const body = problem(await asAgent(`/v1/vehicles/${VINS.petrol}/${category}`), 403);
      expect(body).toMatchObject({ reason: CONSENT_REASONS.notShared, category });
      expect(body.detail).toBe(
        `Category ${category} is withheld: not shared by the customer under support case CASE-55501.`,
      );
    }
    // The owner's own view is not narrowed by what support may see.
    expect((await h.get(`/v1/vehicles/${VINS.petrol}/location`, { tokenOptions: OWNER })).statusCode).toBe(200);
  });

  it('a revocation takes effect on the next request, and the broker hears of it', async () => {
    const changes: GrantChange[] = [];
    h.app.support.grants.onChange((c) => changes.push(c));
    const grant = h.app.support.grants.active(VINS.evSedan, SUPPORT_ORGANISATION)!;
    expect((await asAgent(`/v1/vehicles/${VINS.evSedan}/location`)).statusCode).toBe(200);
    h.app.support.grants.revoke(grant.id, 'acct-owner-1');
    const body = problem(await asAgent(`/v1/vehicles/${VINS.evSedan}/status`), 403);
    expect(body.reason).toBe(CONSENT_REASONS.grantRevoked);
    expect(body.detail).toBe(
      `No active support grant: the owner revoked the grant for CASE-20417 at ${new Date(h.clock.now()).toISOString()}.`,
    );
    expect(changes).toEqual([{ kind: 'revoked', grant: expect.objectContaining({ id: grant.id }) }]);
    problem(await asAgent(`/v1/vehicles/${VINS.evSedan}/support-grant`), 403);
  });

  it('an expiry takes effect on the next request once the clock passes it', async () => {
    const grant = h.app.support.grants.active(VINS.evSedan, SUPPORT_ORGANISATION)!;
    h.clock.set(grant.expiresAt - 1);
    // The token's own exp and iat follow the same test clock, so the agent signs in again at each instant.
    expect((await asAgent(`/v1/vehicles/${VINS.evSedan}/status`)).statusCode).toBe(200);
    h.clock.set(grant.expiresAt);
    const body = problem(await asAgent(`/v1/vehicles/${VINS.evSedan}/status`), 403);
    expect(body.reason).toBe(CONSENT_REASONS.grantExpired);
    expect(body.detail).toContain(`the grant for CASE-20417 expired at ${new Date(grant.expiresAt).toISOString()}`);
  });

  it('a second agent of the organisation (support2) works under the same grant', async () => {
    expect((await asAgent(`/v1/vehicles/${VINS.evSuv}/ev/hv-battery`, AGENT2)).statusCode).toBe(200);
    const [entry] = h.app.support.record.forVehicle(VINS.evSuv);
    expect(entry).toMatchObject({ agentId: 'AGT-R9X3VD', organisation: 'Voltara Support', category: 'hv-battery' });
  });

  it('the demo grants match the README: location for sedan, SUV and van, none for the Pico; none on petrol and hybrid', async () => {
    for (const vin of [VINS.evSedan, VINS.evSuv, VINS.dieselVan])
      expect((await asAgent(`/v1/vehicles/${vin}/location`)).statusCode, vin).toBe(200);
    expect((await asAgent(`/v1/vehicles/${VINS.noLocation}/status`)).statusCode).toBe(200);
    expect(problem(await asAgent(`/v1/vehicles/${VINS.noLocation}/location`), 403).category).toBe('location');
    for (const vin of [VINS.petrol, VINS.phev])
      expect(problem(await asAgent(`/v1/vehicles/${vin}`), 403).reason).toBe(CONSENT_REASONS.noGrant);
  });
});

describe('every support request is recorded for the owner', () => {
  it('records date and time, case and purpose, category, agent id and organisation; refusals too', async () => {
    await asAgent(`/v1/vehicles/${VINS.noLocation}/status`);
    h.clock.advance(60 * 60_000);
    await asAgent(`/v1/vehicles/${VINS.noLocation}/location`, AGENT2);
    const grant = h.app.support.grants.active(VINS.noLocation, SUPPORT_ORGANISATION)!;
    expect(h.app.support.record.forVehicle(VINS.noLocation)).toEqual([
      {
        vin: VINS.noLocation,
        ownerId: 'acct-owner-2',
        grantId: grant.id,
        caseReference: 'CASE-20466',
        purpose: 'Home charging stops before the set limit',
        category: 'location',
        outcome: 'refused',
        agentId: 'AGT-R9X3VD',
        organisation: 'Voltara Support',
        firstAt: h.clock.now(),
        lastAt: h.clock.now(),
        requests: 1,
      },
      expect.objectContaining({ category: 'status', outcome: 'viewed', agentId: 'AGT-7Q4K2M', requests: 1 }),
    ]);
  });

  it('records nothing for owners, for refused agents, or for data the car does not have', async () => {
    await h.get(`/v1/vehicles/${VINS.evSedan}/status`, { tokenOptions: OWNER });
    await asAgent(`/v1/vehicles/${VINS.petrol}/status`);
    grantWithDefaults(VINS.petrol);
    await asAgent(`/v1/vehicles/${VINS.petrol}/ev`);
    await asAgent(`/v1/vehicles/${VINS.petrol}/support-grant`);
    expect(h.app.support.record.forVehicle(VINS.evSedan)).toEqual([]);
    expect(h.app.support.record.forVehicle(VINS.petrol)).toEqual([]);
  });

  it('prunes the record 90 days after the last access', async () => {
    await asAgent(`/v1/vehicles/${VINS.evSuv}/status`);
    h.clock.advance(90 * DAY + 1);
    expect(h.app.support.record.forVehicle(VINS.evSuv)).toEqual([]);
  });

  it('a car whose record is full refuses support reads (403 access-record-full) instead of dropping lines', async () => {
    const record = h.app.support.record;
    const line = { vin: VINS.evSedan, ownerId: 'acct-owner-1', caseReference: 'CASE-1', purpose: 'p' };
    const other = { outcome: 'viewed', agentId: 'AGT-X', organisation: 'Voltara Support', category: 'status' } as const;
    for (let i = 0; record.add({ ...line, ...other, grantId: `grt_old_${i}` }); i++);
    const kept = record.forVehicle(VINS.evSedan).length;
    const body = problem(await asAgent(`/v1/vehicles/${VINS.evSedan}/status`), 403);
    expect(body).toMatchObject({ reason: CONSENT_REASONS.recordFull, category: 'status' });
    expect(body.detail).toMatch(/access record for it is full/);
    expect(record.forVehicle(VINS.evSedan)).toHaveLength(kept);
    // The owner still reads the car, and another car's support reads go on.
    expect((await h.get(`/v1/vehicles/${VINS.evSedan}/status`, { tokenOptions: OWNER })).statusCode).toBe(200);
    expect((await asAgent(`/v1/vehicles/${VINS.evSuv}/status`)).statusCode).toBe(200);
  });
});

describe('GET /v1/vehicles/{vin}/support-grant', () => {
  it('tells an agent the case, purpose, what is shared and not, and when the grant ends', async () => {
    const res = await asAgent(`/v1/vehicles/${VINS.noLocation}/support-grant`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const grant = h.app.support.grants.active(VINS.noLocation, SUPPORT_ORGANISATION)!;
    expect(SupportGrantBody.parse(res.json())).toEqual({
      vin: VINS.noLocation,
      caseReference: 'CASE-20466',
      purpose: 'Home charging stops before the set limit',
      categories: ['vehicle', 'diagnostics', 'status', 'alerts', 'ev', 'hv-battery'],
      notShared: ['journeys', 'location'],
      grantedAt: new Date(grant.grantedAt).toISOString(),
      expiresAt: new Date(grant.expiresAt).toISOString(),
    });
  });

  it('is for staff only: an owner of the car gets 403 staff-only', async () => {
    const body = problem(await h.get(`/v1/vehicles/${VINS.evSedan}/support-grant`, { tokenOptions: OWNER }), 403);
    expect(body.reason).toBe(CONSENT_REASONS.staffOnly);
  });

  it('answers 400, 401, 404 and 403 (no grant) in the order of the data endpoints', async () => {
    expect(problem(await asAgent('/v1/vehicles/not-a-vin/support-grant'), 400).violations?.[0]?.field).toBe('vin');
    problem(await h.inject({ url: `/v1/vehicles/${VINS.evSedan}/support-grant` }), 401);
    problem(await asAgent('/v1/vehicles/SDXE1S2A2RA999999/support-grant'), 404);
    expect(problem(await asAgent(`/v1/vehicles/${VINS.phev}/support-grant`), 403).reason).toBe(CONSENT_REASONS.noGrant);
    const scopeless = { claims: { ...AGENT.claims, scope: 'charger:read' } };
    problem(await asAgent(`/v1/vehicles/${VINS.evSedan}/support-grant`, scopeless), 403);
  });
});
