/**
 * What every view under `/vehicles/:vin` knows before it starts, decided once: the session (or a redirect to sign
 * in), the VIN (upper-cased by a redirect, a 404 when it is not one) and whether the car has EV data. Route modules
 * take it from here and only prefetch and render; the pattern for a new view is in `routes/README.md`.
 */
import { createContext, useContext, useMemo } from 'react';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import type { SupportAuthorizationDetail } from '../../contract/token';
import { isValidVin } from '../../contract';
import { errorStatus } from '../components/query-state';
import { requireSession, staffOf, type Session } from '../lib/auth';
import { evQueryOptions } from '../features/ev/api/get-ev';
import { hvBatteryQueryOptions } from '../features/battery/api/get-hv-battery';
import { cachedVehicle, useVehicle } from '../features/vehicles/api/get-vehicle';
import { evDataOf, type EvData } from '../utils/vehicle-facts';
import { loadMessages, t } from '../lib/i18n';
import { useQuery } from '../lib/use-query';
import { nextTask } from '../utils/next-task';
import { warmFormatters } from '../utils/warm-formatters';
import { getUnits } from '../stores/units-preference';

/** What a vehicle view's loader is handed. */
export interface VehicleLoaderContext {
  vin: string;
  session: Session;
  /** The agent's support detail when a support agent is signed in. */
  staff: SupportAuthorizationDetail | undefined;
  /** From the cached vehicle: EV requests start at once unless the car is already known to have no EV data. */
  asksEv: boolean;
  url: URL;
}

/** What a vehicle view's page is handed by the layout (`useVehicleView()`). */
export interface VehicleView {
  vin: string;
  session: Session | null;
  staff: SupportAuthorizationDetail | undefined;
  /** 'no' once the vehicle record or an EV endpoint's 404 says so; 'unknown' while neither has answered. */
  evData: EvData;
  /** Whether EV queries run: unless the car is known to have no EV data (no EV request waits for the vehicle). */
  asksEv: boolean;
}

/** The session and the VIN of a vehicle URL; throws the redirect or the 404 the layout shows. */
async function resolve({ request, params }: LoaderFunctionArgs): Promise<VehicleLoaderContext> {
  const session = await requireSession(request);
  const vin = params.vin ?? '';
  const url = new URL(request.url);
  if (vin !== vin.toUpperCase()) throw redirect(url.pathname.replace(vin, vin.toUpperCase()) + url.search);
  if (!isValidVin(vin)) throw data('Not a VIN', { status: 404 });
  return { vin, session, staff: staffOf(session), asksEv: evDataOf(cachedVehicle(vin)) !== 'no', url };
}

/**
 * What a view's loader returns when it starts every query the view shows (read by the layout's outlet,
 * `QueriesStartedOutlet`; here, not there, so the outlet's code stays in the layout's chunk).
 */
export const queriesStarted = { queriesStarted: true } as const;

/**
 * A vehicle view's loader: `prefetch` starts the view's requests (never awaited, so one failing cannot hold the
 * others up) once the session and the VIN are settled. What it returns (a local read the first render needs) is awaited.
 * `startsEveryQuery`: the prefetch starts every query the view shows, so the view observes the cache without waiting
 * for the persisted cache's restore (`QueriesStartedOutlet`, the layout's outlet); leave it out for a view with a query
 * its loader does not start (that query would ask the service before the restore could answer it).
 */
export function vehicleLoader(
  prefetch?: (view: VehicleLoaderContext) => void | Promise<void>,
  { startsEveryQuery = false } = {},
) {
  return async (args: LoaderFunctionArgs) => {
    // Issue 18: react-router calls the loaders in the task that evaluated the route modules. Their work (the requests
    // and their first proof, IndexedDB's reads) starts in a task of its own, each view's in one, not in that one.
    await nextTask();
    const prefetched = prefetch?.(await resolve(args));
    void warmFormatters(t.locale, getUnits().clock);
    // Every vehicle view names signals and alerts: their words load with the first one (the data requests are already on
    // their way).
    await Promise.all([prefetched, loadMessages('signals')]);
    return startsEveryQuery ? queriesStarted : null;
  };
}

/**
 * The layout's half: the view it hands to its outlet (`VehicleViewProvider`). The EV answer follows the vehicle
 * record and the 404 of either EV endpoint, whichever comes first (the views observe those queries, they never start
 * them here).
 */
export function useVehicleViewOf(vin: string, session: Session | null): VehicleView {
  const vehicle = useVehicle(vin);
  const evError = useQuery({ ...evQueryOptions(vin), enabled: false }).error;
  const batteryError = useQuery({ ...hvBatteryQueryOptions(vin), enabled: false }).error;
  const notFound = [evError, batteryError].some((e) => errorStatus(e) === 404);
  const evData = evDataOf(vehicle.data, notFound ? 404 : undefined);
  const asksEv = evDataOf(vehicle.data) !== 'no';
  return useMemo(() => ({ vin, session, staff: staffOf(session), evData, asksEv }), [vin, session, evData, asksEv]);
}

const VehicleViewContext = createContext<VehicleView | null>(null);

/** The layout hands its outlet the view (a React context: the router's outlet context would grow the first route). */
export const VehicleViewProvider = VehicleViewContext.Provider;

/** A vehicle view's page: what the layout decided (the VIN, the session, the EV answer). */
export function useVehicleView(): VehicleView {
  const view = useContext(VehicleViewContext);
  if (!view) throw new Error('useVehicleView is for pages under the vehicle layout');
  return view;
}
