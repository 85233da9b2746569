import { IsRestoringProvider, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { set } from 'idb-keyval';
import { afterEach, expect, it, vi } from 'vitest';
import type { Vehicle } from '../../../contract';
import { storageNames } from '../../config/storage-names';
import { setRuntimeConfig, type RuntimeConfig } from '../../config/runtime';
import { queryClient } from '../../lib/query-client';
import { vehicleKeys } from '../../lib/query-keys';
import { loadGarageLists, markViewed, resetGarageListsForTest } from '../../stores/garage-lists';
import { createStore } from 'idb-keyval';
import { AppHeader } from './app-header';

const VINS = ['SDXE1S2A2RA100001', 'SDXE1S2A2RA100002'];
// The header calls useSession once per render (and useGarageEntries once more): the calls count its renders.
const session = vi.hoisted(() => ({
  calls: 0,
  value: {
    sub: 'owner',
    authorizationDetails: [
      { type: 'vehicle_access', vin: 'SDXE1S2A2RA100001', relation: 'owner', categories: [] },
      { type: 'vehicle_access', vin: 'SDXE1S2A2RA100002', relation: 'owner', categories: [] },
    ],
  },
}));
vi.mock('../../lib/auth/session', () => ({
  useSession: () => {
    session.calls++;
    return session.value;
  },
}));

const car = (model: string) =>
  ({ Vehicle: { VehicleIdentification: { Brand: 'Voltara', Model: model, Year: 2024 } } }) as unknown as Vehicle;

afterEach(() => {
  queryClient.clear();
  resetGarageListsForTest();
  session.calls = 0;
});

const restoring = { done: undefined as (() => void) | undefined };
/** As `Providers` does: queries wait until the persisted cache is restored, after the first render. */
function Restoring({ children }: { children: React.ReactNode }) {
  const [pending, setPending] = useState(true);
  useEffect(() => {
    restoring.done = () => setPending(false);
  }, []);
  return <IsRestoringProvider value={pending}>{children}</IsRestoringProvider>;
}

it('renders the header once on opening a car: the garage lists loading, the car marked viewed and the details arriving render only the switcher', async () => {
  setRuntimeConfig({ authUrl: 'http://auth.test' } as RuntimeConfig);
  // Nothing hand-added, one car seen before: what a returning owner has in IndexedDB.
  await set(
    storageNames.garageLists,
    { saved: [], recent: [VINS[1]] },
    createStore(storageNames.garageDatabase, storageNames.garageStore),
  );
  const router = createMemoryRouter([{ path: '/vehicles/:vin', Component: AppHeader }], {
    initialEntries: [`/vehicles/${VINS[0]}`],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <Restoring>
        <RouterProvider router={router} />
      </Restoring>
    </QueryClientProvider>,
  );
  expect(await screen.findByRole('combobox', { name: 'Vehicle' })).toBeTruthy();
  const firstRender = session.calls;
  await act(() => loadGarageLists());
  await act(() => markViewed(VINS[0]!));
  act(() => {
    queryClient.setQueryData(vehicleKeys.detail(VINS[0]!), car('Aero'));
    queryClient.setQueryData(vehicleKeys.detail(VINS[1]!), car('Terra'));
    restoring.done!();
  });
  await waitFor(() => expect(screen.getByRole('option', { name: 'Voltara Terra (2024)' })).toBeTruthy());
  // The same record again (a refetch): nothing renders.
  act(() => queryClient.setQueryData(vehicleKeys.detail(VINS[1]!), car('Terra')));
  expect(screen.getByRole('option', { name: 'Voltara Aero (2024)' })).toBeTruthy();
  expect(session.calls).toBe(firstRender);
});
