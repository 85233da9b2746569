import { IsRestoringProvider, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { set } from 'idb-keyval';
import { afterEach, expect, it, vi } from 'vitest';
import type { Vehicle } from '../../../contract';
import { storageNames } from '../../config/storage-names';
import { setRuntimeConfig, type RuntimeConfig } from '../../config/runtime';
import { queryClient } from '../../lib/query-client';
import { vehicleKeys } from '../../lib/query-keys';
import { loadGarageLists, markViewed, resetGarageListsForTest } from '../../stores/garage-lists';
import { createStore } from 'idb-keyval';
import { loader as vehicleLayoutLoader } from '../routes/vehicle-layout';
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
vi.mock('../../lib/auth/session', async (original) => ({
  ...(await original<object>()),
  useSession: () => {
    session.calls++;
    return session.value;
  },
}));
// The vehicle layout's loader asks for the session as every vehicle view does.
vi.mock('../../lib/auth', () => ({ requireSession: async () => session.value, staffOf: () => undefined }));

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

it('renders the header once on opening a car when the owner has hand-added a VIN: the loader reads the garage lists first', async () => {
  setRuntimeConfig({ authUrl: 'http://auth.test', apiBaseUrl: 'http://api.test' } as RuntimeConfig);
  const handAdded = 'SDXE1S2A2RA100009';
  await set(
    storageNames.garageLists,
    { saved: [handAdded], recent: [] },
    createStore(storageNames.garageDatabase, storageNames.garageStore),
  );
  // As the app does: the root and the vehicle layout's loaders, the first render once the first navigation is done.
  const router = createMemoryRouter(
    [
      {
        path: '/',
        loader: () => null,
        Component: () => (
          <>
            <AppHeader />
            <Outlet />
          </>
        ),
        children: [{ path: 'vehicles/:vin', loader: vehicleLayoutLoader, Component: () => null }],
      },
    ],
    { initialEntries: [`/vehicles/${VINS[0]}`] },
  );
  await waitFor(() => expect(router.state.initialized).toBe(true));
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const firstRender = session.calls;
  // The hand-added car is named, and reading the lists again (the switcher's subscription) renders nothing: the first
  // render had it.
  expect(await screen.findByRole('option', { name: handAdded })).toBeTruthy();
  await act(() => loadGarageLists());
  expect(session.calls).toBe(firstRender);
  // The hand-added car's record was asked for by the loader, with the view's requests.
  expect(queryClient.getQueryState(vehicleKeys.detail(handAdded))).toBeDefined();
});
