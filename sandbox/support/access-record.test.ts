import { beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../sim/clock';
import { MemoryAccessRecord, type AccessEvent } from './access-record';

const DAY = 24 * 3600 * 1000;
const event = (o: Partial<AccessEvent> = {}): AccessEvent => ({
  vin: 'V1',
  ownerId: 'acct-owner-1',
  grantId: 'grt_1',
  caseReference: 'CASE-12345',
  purpose: 'Battery warning',
  category: 'status',
  outcome: 'viewed',
  agentId: 'AGT-7Q4K2M',
  organisation: 'Voltara Support',
  ...o,
});

let clock: ManualClock;
beforeEach(() => {
  clock = new ManualClock();
});
const record = (o: { maxPerVehicle?: number; maxTotal?: number } = {}) =>
  new MemoryAccessRecord({ now: () => clock.now(), ...o });

describe('the access record (DESIGN §3): date, case and purpose, category, agent id and organisation', () => {
  it('holds every field of each access, newest first', () => {
    const r = record();
    r.add(event());
    clock.advance(60 * 60_000);
    r.add(event({ category: 'location', outcome: 'refused', agentId: 'AGT-R9X3VD' }));
    const [latest, first] = r.forVehicle('V1');
    expect(latest).toEqual({
      ...event({ category: 'location', outcome: 'refused', agentId: 'AGT-R9X3VD' }),
      firstAt: clock.now(),
      lastAt: clock.now(),
      requests: 1,
    });
    expect(first).toMatchObject({ category: 'status', outcome: 'viewed', firstAt: clock.now() - 60 * 60_000 });
    expect(r.forVehicle('V2')).toEqual([]);
  });

  it('counts repeated requests for the same data within five minutes on one line, every request counted', () => {
    const r = record();
    const start = clock.now();
    for (let i = 0; i < 5; i++) {
      r.add(event());
      clock.advance(60_000);
    }
    r.add(event({ category: 'alerts' }));
    clock.advance(5 * 60_000);
    r.add(event());
    const entries = r.forVehicle('V1');
    expect(entries.map((e) => `${e.category} ${e.requests}`)).toEqual(['status 1', 'alerts 1', 'status 5']);
    expect(entries[2]).toMatchObject({ firstAt: start, lastAt: start + 4 * 60_000 });
  });

  it('keeps an entry 90 days after its last request, then prunes it (by the injected clock)', () => {
    const r = record();
    r.add(event());
    clock.advance(10 * DAY);
    r.add(event({ vin: 'V2' }));
    clock.advance(80 * DAY);
    expect(r.forVehicle('V1')).toHaveLength(1);
    clock.advance(1);
    expect(r.prune()).toBe(1);
    expect(r.forVehicle('V1')).toEqual([]);
    expect(r.forVehicle('V2')).toHaveLength(1);
    clock.advance(10 * DAY);
    expect(r.forVehicle('V2')).toEqual([]);
    expect(r.size()).toBe(0);
  });

  it('keeps at most maxPerVehicle entries per car, dropping the oldest', () => {
    const r = record({ maxPerVehicle: 3 });
    for (let i = 0; i < 5; i++) {
      r.add(event({ grantId: `grt_${i}` }));
      clock.advance(1000);
    }
    expect(r.forVehicle('V1').map((e) => e.grantId)).toEqual(['grt_4', 'grt_3', 'grt_2']);
    expect(r.size()).toBe(3);
  });

  it('keeps at most maxTotal entries: a car flooding the record evicts its own entries, not another car’s', () => {
    const r = record({ maxTotal: 10 });
    r.add(event({ vin: 'V2' }));
    r.add(event({ vin: 'V3' }));
    for (let i = 0; i < 50; i++) {
      r.add(event({ grantId: `grt_${i}` }));
      clock.advance(1000);
    }
    expect(r.size()).toBe(10);
    expect(r.forVehicle('V2')).toHaveLength(1);
    expect(r.forVehicle('V3')).toHaveLength(1);
    expect(r.forVehicle('V1').map((e) => e.grantId)[0]).toBe('grt_49');
    expect(r.forVehicle('V1')).toHaveLength(8);
  });
});
