import '../../features/fleet/fleet.css';
import { useQueries } from '../../lib/use-query';
import { useEffect } from 'react';
import { errorStatus } from '../../components/query-state';
import { ProblemAlert } from '../../components/problem-alert';
import { useNow } from '../../components/use-now';
import { getConfig } from '../../config/runtime';
import { useSession } from '../../lib/auth/session';
import { useT } from '../../lib/i18n';
import { useFallbackPolling, useVehiclesStream } from '../../lib/stream/vehicle-stream';
import { alertsQueryOptions } from '../../features/alerts/api/get-alerts';
import { ACTIVE_ALERTS } from '../../features/alerts/params';
import { evQueryOptions } from '../../features/ev/api/get-ev';
import { attentionReasons, byAttention } from '../../features/fleet/attention';
import { CarCard } from '../../features/fleet/components/car-card';
import { carGlance, type CarGlance } from '../../features/fleet/glance';
import { locationQueryOptions } from '../../features/location/api/get-location';
import { statusQueryOptions } from '../../features/status/api/get-status';
import { vehicleQueryOptions } from '../../features/vehicles/api/get-vehicle';
import type { GarageEntry } from '../../features/vehicles/use-garage';
import { relationLabel, VehicleName } from '../../features/vehicles/vehicle-label';
import { forgetVin } from '../../stores/garage-lists';
import { carSettings } from '../../stores/notification-settings';
import { openNotificationStore, useNotificationStore } from '../../stores/notification-store';
import { evDataOf, hasFuelTank } from '../../utils/vehicle-facts';

/**
 * The first request of a car that failed for a reason worth saying (not a 404 of EV data, not a 403 of location:
 * those read as "not supported"), with its correlation id and a retry.
 */
function problemOf(queries: { error: unknown; isError: boolean; refetch: () => unknown }[]) {
  const quiet = (i: number, status: number | undefined) => (i === 2 && status === 404) || (i === 3 && status === 403);
  const failed = queries.find((q, i) => q.isError && !quiet(i, errorStatus(q.error)));
  return failed ? <ProblemAlert error={failed.error} onRetry={() => void failed.refetch()} /> : undefined;
}

/** Location only where the grant names it (a hand-added car: asked, and a 403 reads as not shared). */
const locationAsked = (e: GarageEntry) => !e.categories || e.categories.includes('location');

/**
 * Every car of the account at a glance (issue 17), loaded lazily by the garage route: per car the vehicle, status,
 * EV data, location and active alerts, each asked once and all at once (the garage's loader starts them), and one
 * stream for every car that streams. Cars that need attention come first, once every car's first answers are in (so
 * nothing moves while they arrive).
 */
export default function GarageOverview({ entries }: { entries: GarageEntry[] }) {
  const now = useNow();
  const t = useT();
  const session = useSession();
  const { settings } = useNotificationStore();
  useEffect(() => {
    if (session) void openNotificationStore(session.accountId);
  }, [session]);
  const vehicles = useQueries({ queries: entries.map((e) => ({ ...vehicleQueryOptions(e.vin), retry: false })) });
  const statuses = useQueries({ queries: entries.map((e) => statusQueryOptions(e.vin)) });
  const evs = useQueries({
    queries: entries.map((e, i) => ({ ...evQueryOptions(e.vin), enabled: evDataOf(vehicles[i]?.data) !== 'no' })),
  });
  const locations = useQueries({
    queries: entries.map((e) => ({ ...locationQueryOptions(e.vin), enabled: locationAsked(e) })),
  });
  const alerts = useQueries({ queries: entries.map((e) => alertsQueryOptions(e.vin, ACTIVE_ALERTS)) });

  const known = vehicles.every((v) => !v.isPending);
  const streaming = known
    ? entries
        .filter((_, i) => vehicles[i]?.data?.Vehicle.Capabilities.includes('live-data-streaming'))
        .map((e) => e.vin)
    : [];
  const { mqttUrl, livePollSeconds = 30 } = getConfig();
  const live = useVehiclesStream(mqttUrl ? streaming : []);
  useFallbackPolling(streaming, live.state === 'unavailable', livePollSeconds);

  const glances: (CarGlance | undefined)[] = entries.map((e, i) => {
    const vehicle = vehicles[i]!.data;
    const [status, ev, location, alert] = [statuses[i]!, evs[i]!, locations[i]!, alerts[i]!];
    if (status.isPending && alert.isPending) return undefined;
    const evData = evDataOf(vehicle, errorStatus(ev.error));
    return carGlance({
      vin: e.vin,
      now,
      streaming: live.state === 'live' && streaming.includes(e.vin),
      status: status.data?.signals,
      ev: evData,
      evSignals: ev.data?.signals,
      hasFuel: hasFuelTank(vehicle),
      locationShared: locationAsked(e) && errorStatus(location.error) !== 403,
      location: location.data?.signals,
      alerts: alert.data && {
        count: alert.data.page.totalElements,
        worst: alert.data.content[0]?.severity,
        at: alert.dataUpdatedAt,
      },
      places: carSettings(settings, e.vin).places,
    });
  });
  const settled = glances.every(Boolean);
  const slots = byAttention(
    entries.map((e, i) => ({ entry: e, index: i })),
    ({ index }) => (settled ? attentionReasons(glances[index]!, now) : []),
  );

  return (
    <ul className="card-list grid fleet" aria-label={t('garage.vehicles')}>
      {slots.map(({ item: { entry, index }, reasons }, slot) => {
        const vehicle = vehicles[index]!;
        const id = vehicle.data?.Vehicle.VehicleIdentification;
        return (
          <CarCard
            // Keyed by slot: a car rising to the top changes what a card shows, it does not move cards around.
            key={slot}
            vin={entry.vin}
            name={id ? <VehicleName id={id} /> : undefined}
            glance={glances[index]}
            reasons={reasons}
            now={now}
            relation={relationLabel(t, entry.relation)}
            problem={problemOf([vehicle, statuses[index]!, evs[index]!, locations[index]!, alerts[index]!])}
            onRemove={entry.source === 'saved' ? () => void forgetVin(entry.vin) : undefined}
          />
        );
      })}
    </ul>
  );
}
