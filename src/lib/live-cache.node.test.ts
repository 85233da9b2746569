import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Alert, AlertPage, EvBody, SignalsBody } from '../../contract';
import { applyStreamMessage, mergeSignals } from './live-cache';
import { vehicleKeys } from './query-keys';

const VIN = 'SDXE1S2A2RA100001';
const sig = (name: string, value: unknown, timestamp: string) => ({ name, value, timestamp });

function clientWith(entries: [readonly unknown[], unknown][]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const [key, data] of entries) client.setQueryData(key, data);
  return client;
}

const alert = (id: string, over: Partial<Alert> = {}): Alert => ({
  id,
  code: 'TYRE_PRESSURE_LOW',
  severity: 'warning',
  active: true,
  title: 'Tyre pressure low',
  description: 'Front left',
  raisedAt: '2026-11-24T10:00:00Z',
  clearedAt: null,
  signals: [],
  ...over,
});
const page = (content: Alert[]): AlertPage => ({
  content,
  page: { number: 0, size: 20, totalElements: content.length, totalPages: 1 },
});

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
    expect(client.getQueryData<EvBody>(vehicleKeys.ev(VIN))).toEqual({
      vin: VIN,
      signals: [sig('SoC', 51, '2026-11-24T10:01:00Z')],
      chargingSession: session,
    });
    applyStreamMessage(client, `vehicles/${VIN}/hv-battery`, { vin: VIN, signals: [] });
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
    expect(client.getQueryData<AlertPage>(vehicleKeys.alerts(VIN, active))?.content).toEqual([cleared, alert('a2')]);
    expect(client.getQueryData<AlertPage>(vehicleKeys.alerts(VIN, all))?.content).toEqual([
      alert('a0', { active: false }),
    ]);
    const states = client.getQueryCache().findAll({ queryKey: vehicleKeys.alertsAll(VIN) });
    expect(states.map((q) => q.state.isInvalidated)).toEqual([true, true]);
    expect(client.getQueryCache().find({ queryKey: vehicleKeys.status(VIN) })?.state.isInvalidated).toBe(false);
  });

  it('a retained clear of an alert that the active-alert list no longer holds asks for no refetch (issue 17)', () => {
    const active = { severity: [], active: 'true', page: '0', size: '5', sort: ['severity,desc', 'raisedAt,desc'] };
    const client = clientWith([[vehicleKeys.alerts(VIN, active), page([alert('a2')])]]);
    applyStreamMessage(
      client,
      `vehicles/${VIN}/alerts`,
      alert('a1', { active: false, clearedAt: '2026-11-24T10:10:00Z' }),
    );
    expect(client.getQueryCache().find({ queryKey: vehicleKeys.alerts(VIN, active) })?.state.isInvalidated).toBe(false);
    applyStreamMessage(client, `vehicles/${VIN}/alerts`, alert('a3'));
    expect(client.getQueryCache().find({ queryKey: vehicleKeys.alerts(VIN, active) })?.state.isInvalidated).toBe(true);
  });

  it('refuses what is not a stream message: other roots, a payload for another car, a body off its schema', () => {
    const client = clientWith([]);
    expect(applyStreamMessage(client, 'chargers/c1', {}).applied).toBe(false);
    expect(
      applyStreamMessage(client, `vehicles/${VIN}/status`, { vin: 'SDXE3X4B4RA200002', signals: [] }).applied,
    ).toBe(false);
    expect(applyStreamMessage(client, `vehicles/${VIN}/status`, { signals: 'no' }).applied).toBe(false);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it('merging keeps a newer cached value over an older arriving one', () => {
    expect(mergeSignals([sig('a', 2, '2026-01-02T00:00:00Z')], [sig('a', 1, '2026-01-01T00:00:00Z')])).toEqual([
      sig('a', 2, '2026-01-02T00:00:00Z'),
    ]);
  });
});
