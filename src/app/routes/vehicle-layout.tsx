import { useEffect } from 'react';
import { NavLink, useLoaderData, useLocation, useParams } from 'react-router';
import { ProblemAlert } from '../../components/problem-alert';
import { LiveIndicator } from '../../components/live-indicator';
import { errorStatus } from '../../components/query-state';
import { useDocumentTitle } from '../../components/use-document-title';
import { VEHICLE_SECTIONS } from '../../config/paths';
import { getConfig } from '../../config/runtime';
import { useFallbackPolling, useVehicleStream } from '../../lib/stream/vehicle-stream';
import { useSession } from '../../lib/auth';
import { queryClient } from '../../lib/query-client';
import { useVehicle, vehicleQueryOptions } from '../../features/vehicles/api/get-vehicle';
import { getGarageLists, loadGarageLists, markViewed } from '../../stores/garage-lists';
import { garageEntries } from '../../features/vehicles/use-garage';
import { rememberCase } from '../../stores/support-cases';
import { supportGrantQueryOptions, useSupportGrant } from '../../features/support/api/get-support-grant';
import { SupportBanner } from '../../features/support/components/support-banner';
import { relationLabel, vehicleName, VehicleName } from '../../features/vehicles/vehicle-label';
import { RouteError } from '../layout/route-error';
import { QueriesStarted, QueriesStartedOutlet, startsEveryQuery } from '../queries-started';
import { useVehicleViewOf, vehicleLoader, VehicleViewProvider } from '../vehicle-view';
import { useT } from '../../lib/i18n';

// Every query the layout itself shows starts here (the vehicle; an agent's grant; the EV answers it reads only
// observe): the layout observes the cache at once, without waiting for the persisted cache's restore.
export const loader = vehicleLoader(
  async ({ vin, session, staff }) => {
    void queryClient.prefetchQuery(vehicleQueryOptions(vin));
    if (staff) return void queryClient.prefetchQuery(supportGrantQueryOptions(vin));
    // The header's car switcher names every car, the hand-added ones too: their list is read before the first render
    // (so the header renders once with it), and those cars' requests leave with the view's, not after the first render.
    await loadGarageLists();
    for (const { vin: other } of garageEntries(session.authorizationDetails, getGarageLists().saved))
      if (other !== vin) void queryClient.prefetchQuery({ ...vehicleQueryOptions(other), retry: false });
  },
  { startsEveryQuery: true },
);

export function Component() {
  return (
    <QueriesStarted started={startsEveryQuery(useLoaderData())}>
      <VehicleLayout />
    </QueriesStarted>
  );
}

function VehicleLayout() {
  const t = useT();
  const vin = useParams().vin!;
  const vehicle = useVehicle(vin);
  const session = useSession();
  const view = useVehicleViewOf(vin, session);
  const { staff, evData } = view;
  const grant = useSupportGrant(vin, staff !== undefined);
  const relation = staff ? 'support' : session?.authorizationDetails.find((d) => d.vin === vin)?.relation;
  const id = vehicle.data?.Vehicle.VehicleIdentification;
  const model = id ? vehicleName(id) : undefined;
  // A support agent sees a car only under an active grant: without one, the grant's answer explains why.
  const grantBlocked = staff !== undefined && grant.isError;
  // Until the grant is known, an agent's views stay closed (their requests would only repeat its answer).
  const blocked =
    (staff !== undefined && (!grant.data || grant.isError)) ||
    (vehicle.isError && [403, 404].includes(errorStatus(vehicle.error) ?? 0));

  useEffect(() => {
    if (!staff) void markViewed(vin);
  }, [vin, staff]);
  const caseReference = grant.data?.caseReference;
  useEffect(() => {
    if (staff && caseReference) void rememberCase(staff.agentId, { vin, caseReference, label: model });
  }, [staff, vin, caseReference, model]);

  const streams =
    Boolean(getConfig().mqttUrl) && vehicle.data?.Vehicle.Capabilities.includes('live-data-streaming') === true;

  const sections = VEHICLE_SECTIONS.filter((s) => !s.needsEv || evData === 'yes');
  const { pathname } = useLocation();
  const current = VEHICLE_SECTIONS.find((s) => s.to(vin) === pathname.replace(/\/$/, ''));
  useDocumentTitle(current && t(current.label), model ?? vin);

  return (
    <div className="vehicle">
      <div className="vehicle__head">
        <h1 className="clamp-lines">
          {id ? <VehicleName id={id} /> : t(vehicle.isPending ? 'vehicle.loading' : 'vehicle.title')}
        </h1>
        <p className="vehicle__meta">
          <span className="vin">{t('vehicle.vin', { vin })}</span>
          {id ? (
            <span> · {id.Year}</span>
          ) : (
            vehicle.isPending && (
              // Holds the year's place so the relation after it does not move when the vehicle arrives.
              <span className="placeholder" aria-hidden="true">
                {' '}
                · 0000
              </span>
            )
          )}
          <span> · {relationLabel(t, relation)}</span>
          <LiveStatus vin={vin} streams={streams} />
        </p>
      </div>
      {staff && grant.data && !grant.isError && (
        <SupportBanner grant={grant.data} model={model} organisation={staff.organisation} />
      )}
      {grantBlocked && <ProblemAlert error={grant.error} onRetry={() => void grant.refetch()} />}
      {!blocked && (
        <nav aria-label={t('section.nav')} className="tabs">
          <ul>
            {sections.map((s) => (
              <li key={s.id}>
                <NavLink to={s.to(vin)} end={s.id === 'overview'}>
                  {t(s.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {vehicle.isError && !grantBlocked && (
        <ProblemAlert error={vehicle.error} onRetry={() => void vehicle.refetch()} />
      )}
      {!blocked && (
        <VehicleViewProvider value={view}>
          <QueriesStartedOutlet />
        </VehicleViewProvider>
      )}
    </div>
  );
}

/**
 * The car's stream and its indicator. Its own component: the indicator changes with every message (the time of the
 * last one), and only it renders again, not the layout and the view inside it.
 */
function LiveStatus({ vin, streams }: { vin: string; streams: boolean }) {
  const { livePollSeconds = 30 } = getConfig();
  const live = useVehicleStream(vin, streams);
  useFallbackPolling(vin, live.state === 'unavailable', livePollSeconds);
  if (live.state === 'off') return null;
  return <LiveIndicator state={live.state} lastMessageAt={live.lastMessageAt} pollSeconds={livePollSeconds} />;
}

export const ErrorBoundary = RouteError;
