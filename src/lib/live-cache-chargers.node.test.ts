import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Charger } from '../../contract/chargers';
import { applyStreamMessage } from './live-cache';
import { chargerKeys } from './query-keys';

const ID = 'VWB-22-0417-A';
const charger = (status: Charger['connectors'][number]['status'], powerKW = 0): Charger => ({
  id: ID,
  name: 'Garage wallbox',
  vendor: 'Voltara Energy',
  model: 'HomeBox 22',
  maxPowerKW: 22,
  connectors: [{ id: 1, type: 'Type 2', status, powerKW, vin: status === 'Occupied' ? 'SDXE1S2A2RA100001' : null }],
  meter: { energyKWh: 100, timestamp: '2026-11-24T10:00:00Z' },
});

function clientWith(entries: [readonly unknown[], unknown][]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const [key, data] of entries) client.setQueryData(key, data);
  return client;
}

describe('live cache: chargers/{chargerId} enters the cache under the REST key and shape', () => {
  it('a charger message replaces the cached body', () => {
    const client = clientWith([[chargerKeys.detail(ID), charger('Available')]]);
    expect(applyStreamMessage(client, `chargers/${ID}`, charger('Occupied', 7.4))).toEqual({
      applied: true,
      chargerId: ID,
    });
    expect(client.getQueryData(chargerKeys.detail(ID))).toEqual(charger('Occupied', 7.4));
  });
  it('a connector change makes the session lists refetch; a meter reading alone does not', () => {
    const sessions = chargerKeys.sessions(ID, { page: '0' });
    const client = clientWith([
      [chargerKeys.detail(ID), charger('Occupied', 7.4)],
      [sessions, { content: [] }],
    ]);
    const invalidated = () => client.getQueryCache().find({ queryKey: sessions })!.state.isInvalidated;
    applyStreamMessage(client, `chargers/${ID}`, {
      ...charger('Occupied', 7.3),
      meter: { energyKWh: 101, timestamp: 'x' },
    });
    expect(invalidated()).toBe(false);
    applyStreamMessage(client, `chargers/${ID}`, charger('Occupied', 0));
    expect(invalidated()).toBe(true);
  });
  it('refuses a body off its schema or for another charger, and a malformed charger topic', () => {
    const client = clientWith([]);
    expect(applyStreamMessage(client, `chargers/${ID}`, { ...charger('Available'), connectors: 'x' }).applied).toBe(
      false,
    );
    expect(applyStreamMessage(client, 'chargers/OTHER', charger('Available')).applied).toBe(false);
    expect(applyStreamMessage(client, 'chargers/bad id', charger('Available')).applied).toBe(false);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
