import './vehicle-overview.css';
import { memo, useMemo } from 'react';
import { Link } from 'react-router';
import type { SignalValue as Signal } from '../../../contract';
import { QueryState, Skeleton } from '../../components/query-state';
import { Icon } from '../../components/icon';
import { Section } from '../../components/section';
import { SignalValue } from '../../components/signal-value';
import { VehicleMap } from '../../components/map';
import { paths } from '../../config/paths';
import { accountPageUrl } from '../../config/runtime';
import { queryClient } from '../../lib/query-client';
import { alertsQueryOptions, useAlerts } from '../../features/alerts/api/get-alerts';
import { AlertCard } from '../../features/alerts/components/alert-card';
import { ACTIVE_ALERTS } from '../../features/alerts/params';
import { evQueryOptions, useEv } from '../../features/ev/api/get-ev';
import { locationQueryOptions, useLocation } from '../../features/location/api/get-location';
import { readLocation } from '../../features/location/signals';
import { statusQueryOptions, useStatus } from '../../features/status/api/get-status';
import { AtAGlance } from '../../features/status/components/at-a-glance';
import { statusModel } from '../../features/status/model';
import { useVehicle, vehicleQueryOptions } from '../../features/vehicles/api/get-vehicle';
import { ChargeState } from '../../features/ev/components/charge-state';
import { VehicleDetails } from '../../features/vehicles/components/vehicle-details';
import { supportGrantsQueryOptions, useSupportGrants } from '../../features/support/api/get-support-grants';
import { SupportAccess } from '../../features/support/components/support-access';
import { hasFuelTank } from '../../utils/vehicle-facts';
import { useVehicleView, vehicleLoader } from '../vehicle-view';
import { useT } from '../../lib/i18n';

export const loader = vehicleLoader(
  ({ vin, staff, asksEv }) => {
    // Every request of the page at once; none awaited, so a failing one cannot hold the others up.
    void queryClient.prefetchQuery(vehicleQueryOptions(vin));
    void queryClient.prefetchQuery(statusQueryOptions(vin));
    void queryClient.prefetchQuery(alertsQueryOptions(vin, ACTIVE_ALERTS));
    void queryClient.prefetchQuery(locationQueryOptions(vin));
    if (asksEv) void queryClient.prefetchQuery(evQueryOptions(vin));
    // Staff see the grant they work under in the banner; owners see here who in support can see their car.
    if (!staff) void queryClient.prefetchQuery(supportGrantsQueryOptions(vin));
  },
  { startsEveryQuery: true },
);

export function Component() {
  const { vin, staff, evData, asksEv } = useVehicleView();
  const hasFuel = hasFuelTank(useVehicle(vin).data);
  // Each section reads its own queries: a stream message renders the sections whose data it changed, no other. What a
  // section shows is memoised too (AtAGlance, AlertCard, …): a section renders again when its query's state moves
  // (the persisted cache's restore, a refetch starting), and its content only when its answer changed.
  // While evData is unknown the EV request is in flight anyway: keep the Charging section's place so the sections
  // after it do not jump when the car turns out to have EV data.
  return (
    <div className="overview grid">
      <GlanceSection vin={vin} hasFuel={hasFuel} hasEv={evData === 'yes'} asksEv={asksEv} />
      <AlertsSection vin={vin} />
      {evData !== 'no' && <ChargingSection vin={vin} asksEv={asksEv} />}
      <LocationSection vin={vin} />
      <DetailsSection vin={vin} />
      {!staff && <SupportSection vin={vin} />}
    </div>
  );
}

type GlanceProps = { vin: string; hasFuel: boolean; hasEv: boolean; asksEv: boolean };

const GlanceSection = memo(function GlanceSection({ vin, hasFuel, hasEv, asksEv }: GlanceProps) {
  const t = useT();
  const status = useStatus(vin);
  const ev = useEv(vin, asksEv);
  const model = useMemo(() => status.data && statusModel(status.data.signals), [status.data]);
  const evSignals = useMemo(() => ev.data && statusModel(ev.data.signals), [ev.data]);
  return (
    <Section title={t('overview.glance')}>
      <div className="reserve reserve--glance">
        <QueryState query={status} loading={<Skeleton lines={6} />}>
          {() => (
            <AtAGlance
              model={model!}
              hasFuel={hasFuel}
              hasEv={hasEv}
              stateOfCharge={evSignals?.stateOfCharge}
              batteryRange={evSignals?.batteryRange}
            />
          )}
        </QueryState>
      </div>
      <p>
        <Link to={paths.status(vin)}>{t('overview.allStatus')}</Link>
      </p>
    </Section>
  );
});

const AlertsSection = memo(function AlertsSection({ vin }: { vin: string }) {
  const t = useT();
  const alerts = useAlerts(vin, ACTIVE_ALERTS);
  return (
    <Section title={t('overview.activeAlerts')}>
      {/* Room for the count and one alert card while they load: the list is not known before it arrives. */}
      <QueryState query={alerts} loading={<Skeleton lines={4} minHeight="36rem" />}>
        {(page) =>
          page.content.length === 0 ? (
            <p>
              <Icon name="check" /> {t('overview.noActiveAlerts')}
            </p>
          ) : (
            <>
              <p>
                {t('overview.activeAlertCount', {
                  count: page.page.totalElements,
                  shown: page.content.length,
                  more: page.page.totalElements > page.content.length ? 'yes' : 'no',
                })}
              </p>
              <ul className="card-list" aria-label={t('overview.activeAlerts')}>
                {page.content.map((a) => (
                  <li key={a.id}>
                    <AlertCard alert={a} vin={vin} />
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </QueryState>
      <p>
        <Link to={`${paths.alerts(vin)}?active=true`}>{t('overview.allAlerts')}</Link>
      </p>
    </Section>
  );
});

const ChargingSection = memo(function ChargingSection({ vin, asksEv }: { vin: string; asksEv: boolean }) {
  const t = useT();
  const ev = useEv(vin, asksEv);
  return (
    <Section title={t('overview.charging')}>
      <div className="reserve reserve--charge-state">
        <QueryState query={ev} loading={<Skeleton lines={4} />}>
          {(body) => <ChargeState ev={body} />}
        </QueryState>
      </div>
      <p>
        <Link to={paths.ev(vin)}>{t('overview.chargingDetails')}</Link> ·{' '}
        <Link to={paths.battery(vin)}>{t('overview.batteryHealth')}</Link>
      </p>
    </Section>
  );
});

const LocationSection = memo(function LocationSection({ vin }: { vin: string }) {
  const t = useT();
  const location = useLocation(vin);
  return (
    <Section title={t('section.location')}>
      <div className="reserve reserve--location">
        <QueryState query={location} what={t('section.location')} loading={<Skeleton lines={5} />}>
          {(body) => <LocationThumb vin={vin} signals={body.signals} />}
        </QueryState>
      </div>
      <p>
        <Link to={paths.location(vin)}>{t('overview.openMap')}</Link>
      </p>
    </Section>
  );
});

const DetailsSection = memo(function DetailsSection({ vin }: { vin: string }) {
  const t = useT();
  const vehicle = useVehicle(vin);
  return (
    <Section title={t('overview.details')} className="section--later">
      <div className="reserve reserve--details">
        <QueryState query={vehicle} loading={<Skeleton lines={4} />}>
          {(v) => <VehicleDetails vehicle={v} />}
        </QueryState>
      </div>
    </Section>
  );
});

const SupportSection = memo(function SupportSection({ vin }: { vin: string }) {
  const t = useT();
  const supportGrants = useSupportGrants(vin, true);
  return (
    <Section title={t('overview.supportAccess')} className="section--later">
      <div className="reserve reserve--support-access">
        <QueryState query={supportGrants} loading={<Skeleton lines={3} />}>
          {(body) => <SupportAccess grants={body.active} />}
        </QueryState>
      </div>
      <p>
        {/* Granting and revoking happen on the authorization server's account page (DESIGN §3). */}
        <a href={accountPageUrl(vin)}>{t('overview.manageSharing')}</a>
      </p>
    </Section>
  );
});

const LocationThumb = memo(function LocationThumb({ vin, signals }: { vin: string; signals: Signal[] }) {
  const t = useT();
  const { position, latitude } = readLocation(signals);
  if (!position) return <p className="muted">{t('overview.noPosition')}</p>;
  return (
    <>
      <VehicleMap label={t('overview.mapThumb', { vin })} position={position} height="12rem" thumbnail />
      <p className="muted small">
        {t('overview.position')}{' '}
        <SignalValue
          signal={latitude}
          format={() => `${position.latitude.toFixed(4)}, ${position.longitude.toFixed(4)}`}
        />
      </p>
    </>
  );
});
