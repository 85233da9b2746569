import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { JourneyRange } from '../../lib/query-keys';
import { useHomeSessions } from './use-home-sessions';

const fake = vi.hoisted(() => ({ access: 'ok', asked: [] as string[], fail: '' }));
const session = (id: string, vin: string | null, day: string) => ({
  id,
  vin,
  startTime: `${day}T22:00:00Z`,
  endTime: `${day}T23:00:00Z`,
  energyKWh: 7,
});
const SESSIONS: Record<string, ReturnType<typeof session>[]> = {
  garage: [session('g1', 'VIN1', '2026-11-01'), session('g2', 'VIN2', '2026-11-02'), session('g3', null, '2026-11-03')],
  drive: [session('d1', 'VIN1', '2026-11-04')],
};

vi.mock('./use-charger-access', () => ({ useChargerAccess: () => fake.access, chargerAccess: () => fake.access }));
vi.mock('./api/get-chargers', () => {
  const options = () => ({
    queryKey: ['chargers'],
    queryFn: async () => ({ content: [{ id: 'garage' }, { id: 'drive' }] }),
  });
  return {
    chargersQueryOptions: options,
    useChargers: (enabled: boolean) => useQuery({ ...options(), enabled }),
  };
});
vi.mock('./api/get-charger-session-range', () => ({
  chargerSessionRangeQueryOptions: (id: string, range: JourneyRange) => ({
    queryKey: ['sessions', id, range],
    queryFn: async () => {
      fake.asked.push(`${id} ${range.from}/${range.to}`);
      if (fake.fail === id) throw new Error(`${id} failed`);
      return { sessions: SESSIONS[id], totalElements: SESSIONS[id]!.length, complete: true };
    },
    retry: false,
  }),
}));

const RANGE = { from: '2026-11-01T00:00:00.000Z', to: '2026-11-30T23:59:59.999Z' };

function renderSessions(enabled = true) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useHomeSessions(RANGE, enabled), { wrapper });
}

describe('home sessions (trends and the owner report)', () => {
  it('asks each charger once for the range and gives each car its sessions from all of them', async () => {
    fake.access = 'ok';
    fake.asked = [];
    fake.fail = '';
    const { result } = renderSessions();
    expect(result.current.pending).toBe(true);
    expect(result.current.byVin).toBeNull();
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(fake.asked.sort()).toEqual([`drive ${RANGE.from}/${RANGE.to}`, `garage ${RANGE.from}/${RANGE.to}`]);
    const ids = (vin: string) => result.current.byVin?.get(vin)?.map((s) => s.id);
    expect([ids('VIN1')?.sort(), ids('VIN2'), ids('VIN3')]).toEqual([['d1', 'g1'], ['g2'], undefined]);
    expect(result.current.error).toBeNull();
  });

  it('asks nothing without the charger grant or when no car shown charges', async () => {
    fake.asked = [];
    fake.access = 'scope';
    const noGrant = renderSessions();
    fake.access = 'ok';
    const noEv = renderSessions(false);
    await new Promise((r) => setTimeout(r, 20));
    for (const { result } of [noGrant, noEv]) expect(result.current).toMatchObject({ byVin: null, pending: false });
    expect(fake.asked).toEqual([]);
  });

  it('says which charger failed and waits no longer', async () => {
    fake.access = 'ok';
    fake.fail = 'drive';
    const { result } = renderSessions();
    await waitFor(() => expect(result.current.error?.message).toBe('drive failed'));
    expect(result.current).toMatchObject({ byVin: null, pending: false });
  });
});
