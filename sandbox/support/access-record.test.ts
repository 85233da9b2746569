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
const record = (o: { maxPerVehicle?: number } = {}) => new MemoryAccessRecord({ now: () => clock.now(), ...o });

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

  it('counts repeated requests for the same data by one agent on one UTC day on one line, every request counted', () => {
    const r = record();
    clock.set(Date.UTC(2026, 10, 20, 22, 0));
    const start = clock.now();
    for (let i = 0; i < 5; i++) {
      r.add(event());
      clock.advance(20 * 60_000);
    }
    r.add(event({ category: 'alerts' }));
    clock.advance(2 * 3600_000); // past midnight UTC: a new day, a new line
    r.add(event());
    const entries = r.forVehicle('V1');
    expect(entries.map((e) => `${e.category} ${e.requests}`)).toEqual(['status 1', 'alerts 1', 'status 5']);
    expect(entries[2]).toMatchObject({ firstAt: start, lastAt: start + 80 * 60_000 });
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

  it('an agent reading under a grant never erases the record: 1,050 reads over six hours keep the first line (issue 19)', () => {
    const r = record();
    // One read per data kind and five-minute window, as the probe did: under five-minute lines this made 1,050 lines.
    const kinds = Array.from({ length: 15 }, (_, i) => `category-${i}`);
    const first = clock.now();
    for (let window = 0; window < 70; window++) {
      for (const category of kinds) expect(r.add(event({ category }))).toBe(true);
      clock.advance(5 * 60_000 + 1_000);
    }
    const entries = r.forVehicle('V1');
    expect(entries.reduce((n, e) => n + e.requests, 0)).toBe(1_050);
    expect(Math.min(...entries.map((e) => e.firstAt))).toBe(first);
    expect(entries.find((e) => e.category === 'category-0')).toMatchObject({ firstAt: first, requests: 70 });
  });

  it('when a car’s record is full, a read needing a new line is refused and nothing already kept is dropped', () => {
    const r = record({ maxPerVehicle: 3 });
    for (let i = 0; i < 3; i++) {
      expect(r.add(event({ grantId: `grt_${i}` }))).toBe(true);
      clock.advance(1000);
    }
    expect(r.isFull('V1')).toBe(true);
    expect(r.add(event({ grantId: 'grt_new' }))).toBe(false);
    // A read that an existing line counts is still recorded; another car is not affected.
    expect(r.add(event({ grantId: 'grt_0' }))).toBe(true);
    expect(r.add(event({ vin: 'V2' }))).toBe(true);
    expect(r.forVehicle('V1').map((e) => `${e.grantId} ${e.requests}`)).toEqual(['grt_0 2', 'grt_2 1', 'grt_1 1']);
    // Lines leave only at the end of their retention; then there is room again.
    clock.advance(91 * DAY);
    expect(r.isFull('V1')).toBe(false);
    expect(r.add(event({ grantId: 'grt_new' }))).toBe(true);
  });
});
