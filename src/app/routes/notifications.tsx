import '../../features/notifications/components/notifications.css';
import { useQueries } from '../../lib/use-query';
import { useEffect, useState } from 'react';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { Section } from '../../components/section';
import { useDocumentTitle } from '../../components/use-document-title';
import { useNow } from '../../components/use-now';
import { paths } from '../../config/paths';
import { requireSession, useSession } from '../../lib/auth/session';
import { loadMessages, useT } from '../../lib/i18n';
import { isStaff } from '../../lib/auth/staff';
import { CarSettingsForm } from '../../features/notifications/components/car-settings-form';
import { InboxList } from '../../features/notifications/components/inbox-list';
import { NotificationsLiveStatus } from '../../features/notifications/components/live-status';
import {
  askPermission,
  PERMISSION_TEXT,
  permissionState,
  type PermissionState,
} from '../../features/notifications/permission';
import { locationQueryOptions } from '../../features/location/api/get-location';
import { readLocation } from '../../features/location/signals';
import { vehicleQueryOptions } from '../../features/vehicles/api/get-vehicle';
import { VehicleName } from '../../features/vehicles/vehicle-label';
import { evDataOf } from '../../utils/vehicle-facts';
import { carSettings, type CarNotificationSettings } from '../../stores/notification-settings';
import { markRead, openNotificationStore, updateSettings, useNotificationStore } from '../../stores/notification-store';
import { eventPath } from '../../features/notifications/event-path';

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireSession(request);
  // Nothing here for support staff: notifications are the owner's.
  if (isStaff(session)) throw redirect(paths.support);
  // The list says an alert by its title in the codes catalogue.
  await Promise.all([openNotificationStore(session.accountId), loadMessages('signals')]);
  return null;
}

export function Component() {
  const t = useT();
  useDocumentTitle(t('notifications.title'));
  const now = useNow();
  const session = useSession();
  const { settings, inbox } = useNotificationStore();
  const [permission, setPermission] = useState<PermissionState>(permissionState);
  const details = session?.authorizationDetails ?? [];
  const vehicles = useQueries({ queries: details.map((d) => ({ ...vehicleQueryOptions(d.vin), retry: false })) });
  const shared = details.map((d) => d.categories.includes('location'));
  const locations = useQueries({
    queries: details.map((d, i) => ({ ...locationQueryOptions(d.vin), enabled: shared[i] })),
  });
  useEffect(() => {
    if (session) void openNotificationStore(session.accountId);
  }, [session]);

  const change = async (vin: string, next: CarNotificationSettings, turnedOn: boolean) => {
    // Asked only now, after the owner turned a notification on (within the click), never on load.
    const asked = turnedOn ? askPermission() : undefined;
    await updateSettings((s) => ({ ...s, cars: { ...s.cars, [vin]: next } }));
    if (asked) setPermission(await asked);
  };
  const quiet = settings.quietHours;
  const setQuiet = (change: Partial<typeof quiet>) =>
    void updateSettings((s) => ({ ...s, quietHours: { ...s.quietHours, ...change } }));

  return (
    <div className="page">
      <h1>{t('notifications.title')}</h1>
      <NotificationsLiveStatus />
      <Section title={t('notifications.yours')}>
        <InboxList
          entries={inbox}
          now={now}
          pathOf={eventPath}
          onOpen={(e) => void markRead([e.id])}
          onMarkAllRead={() => void markRead()}
        />
      </Section>
      <Section title={t('notifications.settings')}>
        <p role="status" className="notify-permission">
          {t(PERMISSION_TEXT[permission])}
        </p>
        <p className="muted">{t('notifications.whileOpen')}</p>
        <fieldset className="notify-car">
          <legend>{t('notifications.quiet.legend')}</legend>
          <label className="check">
            <input type="checkbox" checked={quiet.on} onChange={(e) => setQuiet({ on: e.target.checked })} />{' '}
            {t('notifications.quiet.on')}
          </label>
          <label htmlFor="quiet-from">{t('notifications.quiet.from')}</label>
          <input id="quiet-from" type="time" value={quiet.from} onChange={(e) => setQuiet({ from: e.target.value })} />
          <label htmlFor="quiet-to">{t('notifications.quiet.to')}</label>
          <input id="quiet-to" type="time" value={quiet.to} onChange={(e) => setQuiet({ to: e.target.value })} />
        </fieldset>
        {details.map((d, i) => {
          const id = vehicles[i]?.data?.Vehicle.VehicleIdentification;
          const position = locations[i]?.data ? readLocation(locations[i].data.signals).position : undefined;
          return (
            <CarSettingsForm
              key={d.vin}
              name={id ? <VehicleName id={id} /> : d.vin}
              value={carSettings(settings, d.vin)}
              locationShared={shared[i]!}
              charges={evDataOf(vehicles[i]?.data) !== 'no'}
              position={position && { latitude: position.latitude, longitude: position.longitude }}
              onChange={(next, on) => void change(d.vin, next, on)}
            />
          );
        })}
      </Section>
    </div>
  );
}
