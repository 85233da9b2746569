/**
 * DESIGN §3: "the connection is closed when the token expires or the consent behind a subscription is withdrawn",
 * with support grants (revoked or expired) and the owner's location consent; the EV body and the access record
 * follow the caller's consent as in REST.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { streamTopic, streamTopicAll } from '../../contract/stream';
import type { EvBody, SupportCategory } from '../../contract';
import { CONSENTS, SUPPORT_ORGANISATION } from '../accounts';
import { VINS } from '../fleet';
import { shareableCategories } from '../support';
import { closed, streamHarness, subscribe, valueOf, type StreamHarness } from './testing';

const TB = 'Vehicle.Powertrain.TractionBattery';

let h: StreamHarness;
beforeAll(async () => {
  h = await streamHarness();
});
afterAll(() => h?.close());
beforeEach(() => h.scenario({ kind: 'reset' }));
afterEach(() => {
  h.endAll();
  regrant(VINS.evSedan, shareableCategories(VINS.evSedan));
  CONSENTS[VINS.evSedan]!.locationSharing = true;
});

/** The owner replaces the support grant of a car (revoke, then grant these categories for 7 days). */
function regrant(vin: string, categories: SupportCategory[]) {
  const { grants } = h.sandbox.support;
  const ownerId = CONSENTS[vin]!.ownerId;
  const active = grants.active(vin, SUPPORT_ORGANISATION);
  if (active) grants.revoke(active.id, ownerId);
  return grants.create({
    ownerId,
    vin,
    organisation: SUPPORT_ORGANISATION,
    caseReference: 'CASE-77001',
    purpose: 'Stream test',
    categories,
    days: 7,
  });
}
const withoutLocation = (vin: string) => shareableCategories(vin).filter((c) => c !== 'location' && c !== 'journeys');

describe('support grants', () => {
  it('revoking the grant closes the agent’s connection at once, even on a silent topic', async () => {
    const { client, inbox } = await h.as('support');
    const hv = streamTopic(VINS.evSedan, 'hv-battery');
    expect(await subscribe(client, hv)).toEqual([0]);
    await inbox.on(hv);
    const { grants } = h.sandbox.support;
    grants.revoke(grants.active(VINS.evSedan, SUPPORT_ORGANISATION)!.id, CONSENTS[VINS.evSedan]!.ownerId);
    await closed(client);
    expect((await h.as('support')).client.connected).toBe(true);
    const again = await h.as('support');
    expect(await subscribe(again.client, hv)).toEqual([128]);
  });

  it('a grant that expires (the sandbox clock passes its end) closes the connection', async () => {
    const { client, inbox } = await h.as('support');
    const status = streamTopic(VINS.evSedan, 'status');
    await subscribe(client, status);
    await inbox.on(status);
    await h.advanceClock(8 * 24 * 3600_000);
    await closed(client);
  });

  it('the EV body follows the grant as REST does: no charging place where location is not shared', async () => {
    regrant(VINS.evSedan, withoutLocation(VINS.evSedan));
    const owner = await h.as('owner');
    const support = await h.as('support');
    const ev = streamTopic(VINS.evSedan, 'ev');
    await Promise.all([subscribe(owner.client, ev), subscribe(support.client, ev)]);
    await h.atRest(VINS.evSedan);
    await h.scenario({ kind: 'charge-start', vin: VINS.evSedan });
    const charging = (b: EvBody) => valueOf(b, `${TB}.Charging.IsCharging`) === true;
    const [ownerBody, supportBody] = await Promise.all([owner.inbox.on(ev, charging), support.inbox.on(ev, charging)]);
    const asOwner = ownerBody as EvBody;
    expect(asOwner.chargingSession?.location).not.toBeNull();
    expect(supportBody).toEqual({ ...asOwner, chargingSession: { ...asOwner.chargingSession, location: null } });
    expect((await h.rest<EvBody>('support', `/v1/vehicles/${VINS.evSedan}/ev`)).chargingSession?.location).toBeNull();
  });

  it('the owner’s access record shows what the agent received (viewed) and asked for but was not shared (refused)', async () => {
    const grant = regrant(VINS.evSedan, withoutLocation(VINS.evSedan));
    const { client, inbox } = await h.as('support');
    const status = streamTopic(VINS.evSedan, 'status');
    expect(await subscribe(client, status, streamTopic(VINS.evSedan, 'location'))).toEqual([0, 128]);
    await inbox.on(status);
    const entries = h.sandbox.support.record.forVehicle(VINS.evSedan).filter((e) => e.grantId === grant.id);
    expect(entries.map((e) => [e.category, e.outcome, e.agentId]).sort()).toEqual([
      ['location', 'refused', 'AGT-7Q4K2M'],
      ['status', 'viewed', 'AGT-7Q4K2M'],
    ]);
  });
});

describe('the owner’s location consent', () => {
  it('going off closes a connection subscribed to location; a vehicles/{vin}/# one only stops getting location', async () => {
    const explicit = await h.as('owner');
    const wildcard = await h.as('owner');
    await subscribe(explicit.client, streamTopic(VINS.evSedan, 'location'));
    await subscribe(wildcard.client, streamTopicAll(VINS.evSedan));
    await h.atRest(VINS.evSedan);
    await h.scenario({ kind: 'drive', vin: VINS.evSedan });
    const location = streamTopic(VINS.evSedan, 'location');
    const status = streamTopic(VINS.evSedan, 'status');
    await wildcard.inbox.on(location, (_b, retained) => !retained);
    CONSENTS[VINS.evSedan]!.locationSharing = false;
    await closed(explicit.client);
    // While driving each tick publishes status then location: two status messages frame one tick's location.
    await wildcard.inbox.on(status);
    const from = wildcard.inbox.messages.length;
    await wildcard.inbox.on(status);
    expect(wildcard.inbox.messages.slice(from).map((m) => m.topic)).not.toContain(location);
    expect(wildcard.client.connected).toBe(true);
  });
});

describe('POST /control/stream/disconnect (fault injection)', () => {
  it('closes the connections of one subject and says how many', async () => {
    const owner = await h.as('owner');
    const owner2 = await h.as('owner2');
    expect(await h.post('/control/stream/disconnect', { subject: 'acct-owner-1' })).toEqual({ disconnected: 1 });
    await closed(owner.client);
    expect(owner2.client.connected).toBe(true);
    await expect(h.post('/control/stream/disconnect', { vin: 'nope' })).rejects.toThrow(/400/);
  });
});
