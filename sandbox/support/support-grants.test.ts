import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../sim/clock';
import {
  GrantConflict,
  GrantStoreFull,
  MemoryGrantStore,
  grantState,
  type GrantChange,
  type NewGrant,
} from './support-grants';

const DAY = 24 * 3600 * 1000;
const ORG = 'Voltara Support';
const grantFor = (vin: string, o: Partial<NewGrant> = {}): NewGrant => ({
  ownerId: 'acct-owner-1',
  vin,
  organisation: ORG,
  caseReference: 'CASE-12345',
  purpose: 'Battery warning',
  categories: ['vehicle', 'diagnostics', 'status'],
  days: 7,
  ...o,
});

let clock: ManualClock;
let store: MemoryGrantStore;
let changes: GrantChange[];
beforeEach(() => {
  clock = new ManualClock();
  store = new MemoryGrantStore({ now: () => clock.now() });
  changes = [];
  store.onChange((c) => changes.push(c));
});

describe('support grants (DESIGN §3): one car, one case, an expiry, revocable', () => {
  it('a new grant is active for its organisation until its expiry, and only for that organisation', () => {
    const g = store.create(grantFor('V1'));
    expect(g).toMatchObject({ grantedAt: clock.now(), expiresAt: clock.now() + 7 * DAY });
    expect(g.id).toMatch(/^grt_[A-Za-z0-9_-]{16}$/);
    expect(store.active('V1', ORG)).toEqual(g);
    expect(store.active('V1', 'Other Support')).toBeUndefined();
    expect(store.active('V2', ORG)).toBeUndefined();
    clock.advance(7 * DAY - 1);
    expect(store.active('V1', ORG)?.id).toBe(g.id);
    clock.advance(1);
    expect(store.active('V1', ORG)).toBeUndefined();
    expect(grantState(store.latest('V1', ORG)!, clock.now())).toBe('expired');
  });

  it('a car has one active grant per organisation at a time: a second is a conflict until the first ends', () => {
    const first = store.create(grantFor('V1'));
    expect(() => store.create(grantFor('V1', { caseReference: 'CASE-99999' }))).toThrow(GrantConflict);
    store.revoke(first.id, 'acct-owner-1');
    expect(store.create(grantFor('V1', { caseReference: 'CASE-99999' })).caseReference).toBe('CASE-99999');
    expect(store.forVehicle('V1').map((g) => g.caseReference)).toEqual(['CASE-99999', 'CASE-12345']);
  });

  it('only the owner who gave a grant revokes it, once; revoking ends it at once', () => {
    const g = store.create(grantFor('V1'));
    expect(store.revoke(g.id, 'acct-owner-2')).toBeUndefined();
    expect(store.active('V1', ORG)).toBeDefined();
    const revoked = store.revoke(g.id, 'acct-owner-1');
    expect(revoked?.revokedAt).toBe(clock.now());
    expect(store.active('V1', ORG)).toBeUndefined();
    expect(store.revoke(g.id, 'acct-owner-1')).toBeUndefined();
    expect(grantState(store.latest('V1', ORG)!, clock.now())).toBe('revoked');
  });

  it('emits granted, revoked and expired (once, when next read) for the broker', () => {
    const a = store.create(grantFor('V1'));
    const b = store.create(grantFor('V2', { days: 1 }));
    store.revoke(a.id, 'acct-owner-1');
    clock.advance(2 * DAY);
    store.active('V2', ORG);
    store.active('V2', ORG);
    store.forVehicle('V1');
    expect(changes.map((c) => `${c.kind} ${c.grant.id}`)).toEqual([
      `granted ${a.id}`,
      `granted ${b.id}`,
      `revoked ${a.id}`,
      `expired ${b.id}`,
    ]);
  });

  it('a failing listener neither breaks the store nor the other listeners', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    store.onChange(() => {
      throw new Error('boom');
    });
    const seen: string[] = [];
    const stop = store.onChange((c) => seen.push(c.kind));
    const g = store.create(grantFor('V1'));
    stop();
    store.revoke(g.id, 'acct-owner-1');
    expect(seen).toEqual(['granted']);
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });

  it('keeps at most maxPerVehicle ended grants per car, and ended grants only as long as keepEndedMs', () => {
    const small = new MemoryGrantStore({ now: () => clock.now(), maxPerVehicle: 3, keepEndedMs: 10 * DAY });
    for (let i = 0; i < 6; i++) {
      const g = small.create(grantFor('V1', { caseReference: `CASE-1000${i}` }));
      small.revoke(g.id, 'acct-owner-1');
    }
    const active = small.create(grantFor('V1', { caseReference: 'CASE-20000' }));
    expect(small.forVehicle('V1').map((g) => g.caseReference)).toEqual([
      'CASE-20000',
      'CASE-10005',
      'CASE-10004',
      'CASE-10003',
    ]);
    expect(small.size()).toBe(4);
    clock.advance(10 * DAY);
    expect(small.forVehicle('V1')).toEqual([active]);
    expect(small.size()).toBe(1);
  });

  it('in total keeps at most maxTotal grants: the oldest ended goes first; with only active ones it refuses', () => {
    const small = new MemoryGrantStore({ now: () => clock.now(), maxTotal: 2 });
    const old = small.create(grantFor('V1'));
    small.revoke(old.id, 'acct-owner-1');
    small.create(grantFor('V2'));
    small.create(grantFor('V3'));
    expect(small.forVehicle('V1')).toEqual([]);
    expect(() => small.create(grantFor('V4'))).toThrow(GrantStoreFull);
    expect(small.size()).toBe(2);
  });
});
