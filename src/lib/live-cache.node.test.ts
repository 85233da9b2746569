import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { Alert, AlertPage, EvBody, SignalsBody } from '../../contract';
import { applyStreamMessage, flushLiveUpdates, LIVE_FLUSH_MS, mergeSignals, onLiveFlush } from './live-cache';
import { vehicleKeys } from './query-keys';
import { alert, alertPage } from './testing/alerts';

const VIN = 'SDXE1S2A2RA100001';
const sig = (name: string, value: unknown, timestamp: string) => ({ name, value, timestamp });

function clientWith(entries: [readonly unknown[], unknown][]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const [key, data] of entries) client.setQueryData(key, data);
  return client;
}

const page = (content: Alert[]): AlertPage => alertPage(content);

describe('live cache (DESIGN §4: stream messages enter the query cache under the REST keys and shapes)', () => {
  it('a status message replaces the cached body, signal by signal, keeping the newer timestamp', () => {
    const cached: SignalsBody = {
      vin: VIN,
      signals: [
        sig('Vehicle.Speed', 10, '2026-11-24T10:00:00Z'),
        sig('Vehicle.Cabin.Door.Row1.DriverSide.IsOpen', true, '2026-11-24T10:05:00Z'),
        sig('Vehicle.TraveledDistance', 1000, '2026-11-24T09:00:00Z'),
      ],
    };
    const client = clientWith([[vehicleKeys.status(VIN), cached]]);
    const result = applyStreamMessage(client, `vehicles/${VIN}/status`, {
      vin: VIN,
      signals: [
        sig('Vehicle.Speed', 42, '2026-11-24T10:01:00Z'),
        sig('Vehicle.Cabin.Door.Row1.DriverSide.IsOpen', false, '2026-11-24T10:04:00Z'),
      ],
    });
    flushLiveUpdates();
    expect(result).toEqual({ applied: true, vin: VIN, category: 'status' });
    expect(client.getQueryData<SignalsBody>(vehicleKeys.status(VIN))).toEqual({
      vin: VIN,
      signals: [
        sig('Vehicle.Speed', 42, '2026-11-24T10:01:00Z'),
        sig('Vehicle.Cabin.Door.Row1.DriverSide.IsOpen', true, '2026-11-24T10:05:00Z'),
        sig('Vehicle.TraveledDistance', 1000, '2026-11-24T09:00:00Z'),
      ],
    });
  });

  it('a location message with nothing cached becomes the entry REST would have written', () => {
    const client = clientWith([]);
    const body = { vin: VIN, signals: [sig('Vehicle.CurrentLocation.Latitude', 48.1, '2026-11-24T10:00:00Z')] };
    applyStreamMessage(client, `vehicles/${VIN}/location`, body);
    flushLiveUpdates();
    expect(client.getQueryData(vehicleKeys.location(VIN))).toEqual(body);
  });

  it('an ev message takes the charging session from the message and hv-battery goes under its own key', () => {
    const client = clientWith([
      [vehicleKeys.ev(VIN), { vin: VIN, signals: [sig('SoC', 50, '2026-11-24T10:00:00Z')], chargingSession: null }],
    ]);
    const session = {
      id: 's1',
      start: '2026-11-24T10:00:00Z',
      end: null,
      energyAdded: 1.5,
      maxPower: 11,
      averagePower: 10,
      location: null,
    };
    applyStreamMessage(client, `vehicles/${VIN}/ev`, {
      vin: VIN,
      signals: [sig('SoC', 51, '2026-11-24T10:01:00Z')],
      chargingSession: session,
    });
    flushLiveUpdates();
    expect(client.getQueryData<EvBody>(vehicleKeys.ev(VIN))).toEqual({
      vin: VIN,
      signals: [sig('SoC', 51, '2026-11-24T10:01:00Z')],
      chargingSession: session,
    });
    applyStreamMessage(client, `vehicles/${VIN}/hv-battery`, { vin: VIN, signals: [] });
    flushLiveUpdates();
    expect(client.getQueryData(vehicleKeys.hvBattery(VIN))).toEqual({ vin: VIN, signals: [] });
  });

  it('a cleared alert changes in place on every cached page that lists it, and the alert lists are invalidated', () => {
    const active = { severity: [], active: 'true', page: '0', size: '20', sort: ['raisedAt,desc'] };
    const all = { severity: [], page: '0', size: '20', sort: ['raisedAt,desc'] };
    const client = clientWith([
      [vehicleKeys.alerts(VIN, active), page([alert('a1'), alert('a2')])],
      [vehicleKeys.alerts(VIN, all), page([alert('a0', { active: false })])],
      [vehicleKeys.status(VIN), { vin: VIN, signals: [] }],
    ]);
    const cleared = alert('a1', { active: false, clearedAt: '2026-11-24T10:10:00Z' });
    applyStreamMessage(client, `vehicles/${VIN}/alerts`, cleared);
    flushLiveUpdates();
    expect(client.getQueryData<AlertPage>(vehicleKeys.alerts(VIN, active))?.content).toEqual([cleared, alert('a2')]);
    expect(client.getQueryData<AlertPage>(vehicleKeys.alerts(VIN, all))?.content).toEqual([
      alert('a0', { active: false }),
    ]);
    const states = client.getQueryCache().findAll({ queryKey: vehicleKeys.alertsAll(VIN) });
    expect(states.map((q) => q.state.isInvalidated)).toEqual([true, true]);
    expect(client.getQueryCache().find({ queryKey: vehicleKeys.status(VIN) })?.state.isInvalidated).toBe(false);
  });

  it('listeners hear each flush after it wrote the cache, at once: a body per car and category, every alert record in order (issue 17)', () => {
    const status: SignalsBody = { vin: VIN, signals: [sig('Vehicle.Speed', 0, '2026-11-24T10:00:00Z')] };
    const client = clientWith([[vehicleKeys.status(VIN), status]]);
    const heard: { category: string; cached: unknown; body: unknown }[][] = [];
    const stop = onLiveFlush((flush) =>
      heard.push(
        flush.map((m) => ({
          category: m.category,
          cached: client.getQueryData(vehicleKeys.status(VIN)),
          body: m.body,
        })),
      ),
    );
    applyStreamMessage(client, `vehicles/${VIN}/status`, status);
    applyStreamMessage(client, `vehicles/${VIN}/alerts`, alert('a1'));
    applyStreamMessage(client, `vehicles/${VIN}/status`, {
      vin: VIN,
      signals: [sig('Vehicle.LowVoltageSystemState', 'ON', '2026-11-24T10:00:01Z')],
    });
    applyStreamMessage(client, `vehicles/${VIN}/alerts`, alert('a1', { active: false }));
    expect(heard).toEqual([]);
    flushLiveUpdates();
    stop();
    const merged = {
      vin: VIN,
      signals: [status.signals[0], sig('Vehicle.LowVoltageSystemState', 'ON', '2026-11-24T10:00:01Z')],
    };
    expect(heard).toEqual([
      [
        { category: 'status', cached: merged, body: merged },
        { category: 'alerts', cached: merged, body: alert('a1') },
        { category: 'alerts', cached: merged, body: alert('a1', { active: false }) },
      ],
    ]);
    // A retained body equal to the cache writes nothing and is still heard, as retained (the engine learns a state from it).
    const again: unknown[] = [];
    const stopAgain = onLiveFlush((flush) => again.push(...flush.map((m) => [m.body, m.retained])));
    applyStreamMessage(client, `vehicles/${VIN}/status`, merged, true);
    flushLiveUpdates();
    stopAgain();
    expect(again).toEqual([[merged, true]]);
  });

  it('refuses what is not a stream message: other roots, a payload for another car, a body off its schema', () => {
    const client = clientWith([]);
    expect(applyStreamMessage(client, 'chargers/c1', {}).applied).toBe(false);
    expect(
      applyStreamMessage(client, `vehicles/${VIN}/status`, { vin: 'SDXE3X4B4RA200002', signals: [] }).applied,
    ).toBe(false);
    flushLiveUpdates();
    expect(applyStreamMessage(client, `vehicles/${VIN}/status`, { signals: 'no' }).applied).toBe(false);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it('merging keeps a newer cached value over an older arriving one', () => {
    expect(mergeSignals([sig('a', 2, '2026-01-02T00:00:00Z')], [sig('a', 1, '2026-01-01T00:00:00Z')])).toEqual([
      sig('a', 2, '2026-01-02T00:00:00Z'),
    ]);
  });

  it('a message that changes nothing writes nothing, and a changed one keeps the objects of the unchanged signals', () => {
    const speed = sig('Vehicle.Speed', 10, '2026-11-24T10:00:00Z');
    const cells = sig('Vehicle.Cells', [3.7, 3.71], '2026-11-24T09:00:00Z');
    const cached: SignalsBody = { vin: VIN, signals: [speed, cells] };
    const client = clientWith([[vehicleKeys.status(VIN), cached]]);
    const query = client.getQueryCache().find({ queryKey: vehicleKeys.status(VIN) })!;
    const updatedAt = query.state.dataUpdatedAt;
    applyStreamMessage(client, `vehicles/${VIN}/status`, structuredClone(cached));
    flushLiveUpdates();
    expect(client.getQueryData(vehicleKeys.status(VIN))).toBe(cached);
    expect(query.state.dataUpdatedAt).toBe(updatedAt);
    applyStreamMessage(client, `vehicles/${VIN}/status`, {
      vin: VIN,
      signals: [sig('Vehicle.Speed', 12, '2026-11-24T10:00:01Z'), structuredClone(cells)],
    });
    flushLiveUpdates();
    const next = client.getQueryData<SignalsBody>(vehicleKeys.status(VIN))!;
    expect(next.signals[0]).toEqual(sig('Vehicle.Speed', 12, '2026-11-24T10:00:01Z'));
    expect(next.signals[1]).toBe(cells);
  });

  it('a burst of messages reaches the cache as one write, with the newest values', () => {
    vi.useFakeTimers();
    try {
      const client = clientWith([[vehicleKeys.status(VIN), { vin: VIN, signals: [] }]]);
      const writes: unknown[] = [];
      client.getQueryCache().subscribe((e) => e.type === 'updated' && writes.push(e.action.type));
      for (let i = 0; i < 20; i++)
        applyStreamMessage(client, `vehicles/${VIN}/status`, {
          vin: VIN,
          signals: [sig('Vehicle.Speed', i, new Date(Date.UTC(2026, 10, 24, 10, 0, i)).toISOString())],
        });
      expect(writes).toEqual([]);
      vi.advanceTimersByTime(LIVE_FLUSH_MS);
      expect(writes).toEqual(['success']);
      expect(client.getQueryData<SignalsBody>(vehicleKeys.status(VIN))?.signals).toEqual([
        sig('Vehicle.Speed', 19, '2026-11-24T10:00:19.000Z'),
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a retained alert record the REST lists already show refetches nothing; one they may not show refetches that list only', () => {
    const activeQuery = { active: 'true', page: '0', size: '5', sort: ['severity,desc', 'raisedAt,desc'] };
    const criticalQuery = { severity: ['critical'], page: '0', size: '20', sort: ['raisedAt,desc'] };
    const allQuery = { page: '0', size: '20', sort: ['raisedAt,desc'] };
    const many = { ...page([alert('a9')]), page: { number: 0, size: 1, totalElements: 3, totalPages: 3 } };
    const manyQuery = { active: 'true', page: '0', size: '1', sort: ['raisedAt,desc'] };
    const cleared = alert('a1', { active: false, clearedAt: '2026-11-24T10:10:00Z' });
    const client = clientWith([
      [vehicleKeys.alerts(VIN, activeQuery), page([alert('a2')])],
      [vehicleKeys.alerts(VIN, criticalQuery), page([])],
      [vehicleKeys.alerts(VIN, allQuery), page([cleared, alert('a2')])],
      [vehicleKeys.alerts(VIN, manyQuery), many],
    ]);
    applyStreamMessage(client, `vehicles/${VIN}/alerts`, cleared);
    flushLiveUpdates();
    const invalidated = (query: object) =>
      client.getQueryCache().find({ queryKey: vehicleKeys.alerts(VIN, query as never), exact: true })?.state
        .isInvalidated;
    // Not active, not critical, listed as cleared: every one-page list shows it; the paged list may have held it.
    expect([activeQuery, criticalQuery, allQuery].map(invalidated)).toEqual([false, false, false]);
    expect(invalidated(manyQuery)).toBe(true);
    applyStreamMessage(client, `vehicles/${VIN}/alerts`, alert('a3', { severity: 'critical' }));
    flushLiveUpdates();
    expect([activeQuery, criticalQuery, allQuery].map(invalidated)).toEqual([true, true, true]);
  });
});
