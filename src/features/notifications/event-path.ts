import { paths } from '../../config/paths';
import type { NotifyEvent } from '../../stores/notification-settings';

const VIEWS = { alerts: paths.alerts, ev: paths.ev, status: paths.status, location: paths.location } as const;

/** The view of the car an event opens (the notification's click, the in-app list's link). */
export const eventPath = (e: Pick<NotifyEvent, 'view' | 'vin'>) => VIEWS[e.view](e.vin);
