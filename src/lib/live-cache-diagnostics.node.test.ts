import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { DiagnosticsBody } from '../../contract/diagnostics';
import { DIAGNOSTICS_QUERY } from '../../contract/list-queries';
import { readSearchParams, toRequestQuery } from '../../contract/query';
import { applyStreamMessage } from './live-cache';
import { vehicleKeys } from './query-keys';

const VIN = 'SDXE1S2A2RA100001';
const allCodes = vehicleKeys.diagnostics(
  VIN,
  toRequestQuery(DIAGNOSTICS_QUERY, readSearchParams(DIAGNOSTICS_QUERY, new URLSearchParams())),
);
const body = (codes: string[]): DiagnosticsBody => ({
  vin: VIN,
  troubleCodes: codes.map((code) => ({
    code,
    system: 'powertrain',
    ecu: 'ECM',
    description: 'A fault.',
    severity: 'warning',
    status: 'active',
    firstSeen: '2026-11-24T10:00:00.000Z',
    lastSeen: '2026-11-24T10:00:00.000Z',
    occurrences: 1,
    freezeFrame: [],
  })),
  page: { number: 0, size: 100, totalElements: codes.length, totalPages: 1 },
});

describe('live cache: vehicles/{vin}/diagnostics', () => {
  it('a diagnostics message becomes the entry of the view’s query (every code) and filtered lists refetch', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const filtered = vehicleKeys.diagnostics(VIN, { status: ['active'] });
    client.setQueryData(allCodes, body(['P0420']));
    client.setQueryData(filtered, body(['P0420']));
    const update = applyStreamMessage(client, `vehicles/${VIN}/diagnostics`, body(['P0420', 'U0100']));
    expect(update).toEqual({ applied: true, vin: VIN, category: 'diagnostics' });
    expect(client.getQueryData<DiagnosticsBody>(allCodes)!.troubleCodes.map((c) => c.code)).toEqual(['P0420', 'U0100']);
    expect(client.getQueryState(filtered)!.isInvalidated).toBe(true);
    expect(client.getQueryState(allCodes)!.isInvalidated).toBe(false);
  });

  it('refuses a message for another car or off the schema', () => {
    const client = new QueryClient();
    expect(
      applyStreamMessage(client, `vehicles/${VIN}/diagnostics`, { ...body([]), vin: 'SDXE3X4B4RA200002' }),
    ).toMatchObject({
      applied: false,
    });
    expect(applyStreamMessage(client, `vehicles/${VIN}/diagnostics`, { vin: VIN, troubleCodes: 'none' })).toMatchObject(
      {
        applied: false,
      },
    );
    expect(client.getQueryData(allCodes)).toBeUndefined();
  });
});
