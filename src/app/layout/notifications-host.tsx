import { useQueries } from '../../lib/use-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { storageNames } from '../../config/storage-names';
import { useSession } from '../../lib/auth/session';
import { loadMessages, t } from '../../lib/i18n';
import { onLiveFlush } from '../../lib/live-cache';
import { holdStream } from '../../lib/stream/vehicle-stream';
import { NotificationEngine, type EngineCar } from '../../features/notifications/engine';
import { eventPath } from '../../features/notifications/event-path';
import { eventText } from '../../features/notifications/event-text';
import { permissionState } from '../../features/notifications/permission';
import { vehicleQueryOptions } from '../../features/vehicles/api/get-vehicle';
import { vehicleName } from '../../features/vehicles/vehicle-label';
import { anyOn, carSettings, type NotifyEvent } from '../../stores/notification-settings';
import {
  addToInbox,
  markRead,
  notificationSnapshot,
  openNotificationStore,
  useNotificationStore,
  withSeen,
} from '../../stores/notification-store';

/**
 * Hands the event, in the user's language, to the service worker's display function; without a worker, the page's own
 * Notification.
 */
async function show(event: NotifyEvent) {
  await loadMessages('signals'); // an alert's title comes from the codes catalogue
  const title = eventText(t, event.title);
  const body = eventText(t, event.body);
  const registration = await navigator.serviceWorker?.getRegistration();
  const worker = registration?.active;
  if (worker) worker.postMessage({ type: 'vds-notify', event: { id: event.id, title, body, url: eventPath(event) } });
  else new Notification(title, { body, tag: event.id });
}

/** True while this tab holds the leader lock: the one tab that keeps the stream while hidden. */
function useLeader(): boolean {
  const [leader, setLeader] = useState(false);
  useEffect(() => {
    const locks = navigator.locks;
    if (!locks) return;
    const abort = new AbortController();
    let release: (() => void) | undefined;
    locks
      .request(storageNames.notificationsLeaderLock, { signal: abort.signal }, () => {
        setLeader(true);
        return new Promise<void>((resolve) => (release = resolve));
      })
      .catch(() => undefined);
    return () => {
      abort.abort();
      release?.();
      setLeader(false);
    };
  }, []);
  return leader;
}

/**
 * The notifications while the app runs (issue 17), for owners and fleet accounts only (the root layout never mounts it
 * for support staff): streams the cars with a notification on, runs the engine, and opens the view a clicked
 * notification names. Loaded lazily, with the engine and its rules.
 */
export default function NotificationsHost() {
  const session = useSession();
  const navigate = useNavigate();
  const { settings, account } = useNotificationStore();
  const leader = useLeader();
  useEffect(() => {
    if (session) void openNotificationStore(session.accountId);
  }, [session]);

  const details = session?.authorizationDetails;
  const vins = useMemo(
    () => (account ? (details ?? []).map((d) => d.vin).filter((vin) => anyOn(carSettings(settings, vin))) : []),
    [account, details, settings],
  );
  const vehicles = useQueries({ queries: vins.map((vin) => ({ ...vehicleQueryOptions(vin), retry: false })) });
  const cars = useRef<EngineCar[]>([]);
  const names = vehicles.map((v) => v.data?.Vehicle.VehicleIdentification);
  const known = vins.map((vin, i) => {
    const id = names[i];
    const detail = details?.find((d) => d.vin === vin);
    return { vin, name: id ? vehicleName(id) : vin, locationShared: !!detail?.categories.includes('location') };
  });
  useEffect(() => {
    cars.current = known;
  });

  const key = vins.join(',');
  useEffect(() => (key ? holdStream(key.split(','), { background: leader }) : undefined), [key, leader]);

  useEffect(() => {
    const engine = new NotificationEngine({
      cars: () => cars.current,
      settings: () => notificationSnapshot().settings,
      onLive: onLiveFlush,
      withSeen,
      list: (events) => addToInbox(events),
      show,
      canShow: () => permissionState() === 'granted',
    });
    engine.start();
    return () => engine.stop();
  }, []);

  useEffect(() => {
    const sw = navigator.serviceWorker;
    if (!sw) return;
    const onMessage = (e: MessageEvent) => {
      const data = e.data as { type?: string; url?: string; id?: string } | null;
      if (data?.type !== 'vds-open' || typeof data.url !== 'string' || !data.url.startsWith('/vehicles/')) return;
      if (typeof data.id === 'string') void markRead([data.id]);
      void navigate(data.url);
    };
    sw.addEventListener('message', onMessage);
    return () => sw.removeEventListener('message', onMessage);
  }, [navigate]);
  return null;
}
