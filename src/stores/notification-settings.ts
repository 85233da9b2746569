import type { Place } from '../utils/places';

/**
 * What the owner wants to be told, per car and per kind (issue 17), and the places they marked. Kept in IndexedDB
 * (`stores/notification-store.ts`) per account; nothing is on until the owner turns it on.
 */
/** One event worth telling (made by `features/notifications/rules.ts`), as shown and listed. */
export type EventKind = 'alert' | 'charging' | 'charge-limit' | 'unlocked' | 'door-open' | 'tyre' | 'leave-place';
export type EventView = 'alerts' | 'ev' | 'status' | 'location';

/** An event's title or body: a key of the catalogue (src/lib/i18n) and its values; the tab says it in the user's language. */
export type EventText = {
  key:
    | 'notifications.event.alert.title'
    | 'notifications.event.alert.body'
    | 'notifications.event.chargeLimit.title'
    | 'notifications.event.chargeLimit.body'
    | 'notifications.event.finished.title'
    | 'notifications.event.finished.body'
    | 'notifications.event.finished.bodyNoCharge'
    | 'notifications.event.stopped.title'
    | 'notifications.event.stopped.body'
    | 'notifications.event.stopped.bodyNoCharge'
    | 'notifications.event.doorOpen.title'
    | 'notifications.event.doorOpen.body'
    | 'notifications.event.unlocked.title'
    | 'notifications.event.unlocked.body'
    | 'notifications.event.tyre.title'
    | 'notifications.event.tyre.body'
    | 'notifications.event.leave.title'
    | 'notifications.event.leave.body';
  values?: Record<string, string | number>;
};

export type NotifyEvent = {
  id: string;
  vin: string;
  kind: EventKind;
  /** When it happened (the car's timestamp), ISO. */
  at: string;
  view: EventView;
  title: EventText;
  body: EventText;
  severity?: string;
};

export type AlertFloor = 'info' | 'warning' | 'critical';

export type CarNotificationSettings = {
  alert: { on: boolean; minSeverity: AlertFloor };
  /** Charging finished, or stopped before the limit. */
  charging: boolean;
  chargeLimit: boolean;
  /** While parked: unlocked, or a door open, for at least `minutes`. */
  parked: { unlocked: boolean; doorOpen: boolean; minutes: number };
  tyre: boolean;
  /** Leaving one of `places` (only where location is shared). */
  leavePlace: boolean;
  places: Place[];
};

export type NotificationSettings = {
  cars: Record<string, CarNotificationSettings>;
  quietHours: { on: boolean; from: string; to: string };
};

export const PARKED_MINUTES = [0, 1, 5, 10, 15, 30, 60] as const;

export const defaultCarSettings = (): CarNotificationSettings => ({
  alert: { on: false, minSeverity: 'warning' },
  charging: false,
  chargeLimit: false,
  parked: { unlocked: false, doorOpen: false, minutes: 10 },
  tyre: false,
  leavePlace: false,
  places: [],
});

export const defaultSettings = (): NotificationSettings => ({
  cars: {},
  quietHours: { on: false, from: '22:00', to: '07:00' },
});

export const carSettings = (s: NotificationSettings, vin: string): CarNotificationSettings =>
  s.cars[vin] ?? defaultCarSettings();

/** Whether any kind is on for the car (the engine streams only such cars). */
export const anyOn = (c: CarNotificationSettings) =>
  c.alert.on || c.charging || c.chargeLimit || c.parked.unlocked || c.parked.doorOpen || c.tyre || c.leavePlace;
