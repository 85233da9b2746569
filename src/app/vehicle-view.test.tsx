import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Vehicle } from '../../contract';
import { ApiError } from '../lib/api/api-error';
import type { Session } from '../lib/auth';
import { queryClient } from '../lib/query-client';
import { vehicleKeys } from '../lib/query-keys';
import { t } from '../lib/i18n';
import { getUnits } from '../stores/units-preference';
import { formatterCount, numberFormat } from '../utils/intl';
import { formatDateTime } from '../utils/time';
import { queriesStarted, useVehicleViewOf, vehicleLoader, type VehicleLoaderContext } from './vehicle-view';

const signedIn = vi.hoisted(() => ({ session: null as unknown }));
vi.mock('../lib/auth', () => ({
  requireSession: async () => {
    if (!signedIn.session) throw new Response(null, { status: 302, headers: { location: '/sign-in' } });
    return signedIn.session;
  },
  staffOf: (s: { support?: unknown } | null) => s?.support,
}));

/** The task after the loader's call: a turn the test hands out (`hold`), else at once. */
const turn = vi.hoisted(() => ({ hold: false, next: undefined as (() => void) | undefined }));
vi.mock('../utils/next-task', () => ({
  nextTask: () => (turn.hold ? new Promise<void>((resolve) => (turn.next = resolve)) : Promise.resolve()),
}));

const VIN = 'SDXE1S2A2RA100001';
const OWNER = { sub: 'owner', support: undefined };
const car = (capabilities: string[]) => ({ Vehicle: { Capabilities: capabilities } }) as unknown as Vehicle;
const args = (vin: string, path = `/vehicles/${vin}/ev?x=1`) =>
  ({ request: new Request(`http://localhost${path}`), params: { vin } }) as unknown as LoaderFunctionArgs;

/** Runs `vehicleLoader` and returns what it handed the view's prefetch, or what it threw. */
async function load(a: LoaderFunctionArgs): Promise<VehicleLoaderContext | unknown> {
  let seen: VehicleLoaderContext | undefined;
  try {
    await vehicleLoader((view) => {
      seen = view;
    })(a);
  } catch (thrown) {
    return thrown;
  }
  return seen;
}

afterEach(() => {
  queryClient.clear();
  signedIn.session = null;
  turn.hold = false;
  turn.next = undefined;
});

describe('vehicleLoader: what every vehicle view knows before it prefetches, decided once', () => {
  it('sends a signed-out visitor to sign in before any request starts', async () => {
    expect(((await load(args(VIN))) as Response).status).toBe(302);
  });

  it('starts nothing in the task that called it (the one that evaluated the route modules), only in the next', async () => {
    signedIn.session = OWNER;
    turn.hold = true;
    const prefetch = vi.fn();
    const loaded = vehicleLoader(prefetch)(args(VIN));
    // Every microtask of the calling task settles (a timer is a later task): still nothing started.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(prefetch).not.toHaveBeenCalled();
    turn.next!();
    await loaded;
    expect(prefetch).toHaveBeenCalledOnce();
  });

  it("makes the formatters of the view's values while its requests are in flight, not in its first render", async () => {
    signedIn.session = OWNER;
    await load(args(VIN));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const made = formatterCount();
    formatDateTime('2026-11-28T05:00:00Z', getUnits().clock, t.locale);
    numberFormat(t.locale);
    expect(formatterCount()).toBe(made);
  });

  it('upper-cases a VIN by a redirect that keeps the rest of the URL', async () => {
    signedIn.session = OWNER;
    const thrown = (await load(args(VIN.toLowerCase()))) as Response;
    expect(thrown.headers.get('location')).toBe(`/vehicles/${VIN}/ev?x=1`);
  });

  it('answers 404 for what is not a VIN, without prefetching', async () => {
    signedIn.session = OWNER;
    expect(await load(args('NOTAVIN'))).toMatchObject({ init: { status: 404 } });
  });

  it('asks for EV data unless the cached vehicle says the car has none', async () => {
    signedIn.session = OWNER;
    expect(await load(args(VIN))).toMatchObject({ vin: VIN, session: OWNER, staff: undefined, asksEv: true });
    queryClient.setQueryData(vehicleKeys.detail(VIN), car(['journey-log']));
    expect(await load(args(VIN))).toMatchObject({ asksEv: false });
    queryClient.setQueryData(vehicleKeys.detail(VIN), car(['ev-charging']));
    expect(await load(args(VIN))).toMatchObject({ asksEv: true });
  });

  it("tells the layout's outlet when the view's loader starts every query it shows, and only then", async () => {
    signedIn.session = OWNER;
    expect(await vehicleLoader(() => undefined, { startsEveryQuery: true })(args(VIN))).toBe(queriesStarted);
    expect(await vehicleLoader(() => undefined)(args(VIN))).toBeNull();
  });

  it.each(['overview', 'status', 'alerts', 'diagnostics', 'location', 'ev', 'battery'])(
    "the %s view's loader says it starts every query its page shows (its page does not wait for the restore)",
    async (view) => {
      signedIn.session = OWNER;
      // Its requests leave (none is answered here): the loader does not wait for them.
      const { loader } = (await import(`./routes/vehicle-${view}.tsx`)) as { loader: ReturnType<typeof vehicleLoader> };
      expect(await loader(args(VIN, `/vehicles/${VIN}`))).toBe(queriesStarted);
    },
  );
});

describe('useVehicleViewOf: the EV answer the layout hands every page', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );

  it('is "no" after a 404 from an EV endpoint even while the vehicle is unknown, and still asks until the vehicle says so', async () => {
    const { result } = renderHook(() => useVehicleViewOf(VIN, OWNER as unknown as Session), { wrapper });
    expect(result.current).toMatchObject({ vin: VIN, evData: 'unknown', asksEv: true });
    const notFound = new ApiError({ status: 404, type: '/errors/not-found', title: 'Not Found' });
    const battery = queryClient.getQueryCache().find({ queryKey: vehicleKeys.hvBattery(VIN) })!;
    battery.setState({ status: 'error', error: notFound });
    await waitFor(() => expect(result.current.evData).toBe('no'));
    expect(result.current.asksEv).toBe(true);
  });

  it('follows the vehicle record once it arrives', async () => {
    queryClient.setQueryData(vehicleKeys.detail(VIN), car(['journey-log']));
    const { result } = renderHook(() => useVehicleViewOf(VIN, null), { wrapper });
    expect(result.current).toMatchObject({ evData: 'no', asksEv: false, staff: undefined });
  });
});
