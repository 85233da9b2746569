import type { Alert, EvBody, SignalValue } from '../../../contract';
import type { CarNotificationSettings, NotifyEvent } from '../../stores/notification-settings';

export type { NotifyEvent };
import { isInside, type Place } from '../../utils/places';
import { bySignalName, numberOf } from '../../utils/signals';
import { lowTyres } from '../../utils/tyres';

/**
 * Notification rules (issue 17), pure: a car's latest state in, the events it warrants out. Every event has an identity
 * made of what happened and when the car said so (an alert's id, a door's opening time, a charging session's start),
 * never of when a tab saw it, so the retained message after a reconnect or the same message in another tab gives the
 * same identity and the de-duplication shows it once.
 */
/** What a tab knows of one car: the stream's latest bodies, merged. */
export type CarState = {
  vin: string;
  name: string;
  status?: readonly SignalValue[];
  ev?: EvBody;
  location?: readonly SignalValue[];
  /** Alert records as they arrived (raise and clear), the latest per id. */
  alerts: readonly Alert[];
};

/** An event older than this when first seen is history, not news (the app was closed then). */
export const NEWS_WITHIN_MS = 30 * 60_000;
const SEVERITIES = ['info', 'warning', 'critical'];
const DOORS = ['Row1.DriverSide', 'Row1.PassengerSide', 'Row2.DriverSide', 'Row2.PassengerSide'];
/** The words' choices in the catalogue (`select`) for each door and tyre. */
const DOOR_CHOICE: Record<string, string> = {
  'Row1.DriverSide': 'frontDriver',
  'Row1.PassengerSide': 'frontPassenger',
  'Row2.DriverSide': 'rearDriver',
  'Row2.PassengerSide': 'rearPassenger',
};
const TYRE_CHOICE: Record<string, string> = {
  'Row1.Left': 'frontLeft',
  'Row1.Right': 'frontRight',
  'Row2.Left': 'rearLeft',
  'Row2.Right': 'rearRight',
};
const TB = 'Vehicle.Powertrain.TractionBattery.';
const minutes = (ms: number) => Math.max(1, Math.round(ms / 60_000));

export const isNews = (at: string, now: number) => {
  const t = Date.parse(at);
  return Number.isFinite(t) && now - t <= NEWS_WITHIN_MS;
};

export function alertEvents(car: CarState, settings: CarNotificationSettings, now: number): NotifyEvent[] {
  if (!settings.alert.on) return [];
  const floor = SEVERITIES.indexOf(settings.alert.minSeverity);
  return car.alerts
    .filter((a) => a.active && SEVERITIES.indexOf(a.severity) >= floor && isNews(a.raisedAt, now))
    .map((a) => ({
      id: `alert:${car.vin}:${a.id}`,
      vin: car.vin,
      kind: 'alert',
      at: a.raisedAt,
      view: 'alerts',
      severity: a.severity,
      title: { key: 'notifications.event.alert.title', values: { car: car.name, severity: a.severity } },
      body: { key: 'notifications.event.alert.body', values: { title: a.title, code: a.code } },
    }));
}

/** A charging session that ended: at the limit ("charge limit reached") or before it ("stopped"). */
export function chargingEvents(car: CarState, settings: CarNotificationSettings, now: number): NotifyEvent[] {
  const session = car.ev?.chargingSession;
  if (!session?.end || !isNews(session.end, now)) return [];
  const m = bySignalName(car.ev?.signals);
  if (m.get(`${TB}Charging.IsCharging`)?.value === true) return [];
  const soc = numberOf(m.get(`${TB}StateOfCharge.Current`));
  const limit = numberOf(m.get(`${TB}Charging.ChargeLimit`));
  const atLimit = soc !== undefined && limit !== undefined && soc >= limit - 1;
  const base = { id: `charge-end:${car.vin}:${session.start}`, vin: car.vin, at: session.end, view: 'ev' } as const;
  const values = { car: car.name, ...(soc === undefined ? {} : { soc: Math.round(soc) }) };
  if (atLimit && settings.chargeLimit)
    return [
      {
        ...base,
        kind: 'charge-limit',
        title: { key: 'notifications.event.chargeLimit.title', values },
        body: { key: 'notifications.event.chargeLimit.body', values },
      },
    ];
  if (!settings.charging) return [];
  if (atLimit || limit === undefined)
    return [
      {
        ...base,
        kind: 'charging',
        title: { key: 'notifications.event.finished.title', values },
        body: {
          key: soc === undefined ? 'notifications.event.finished.bodyNoCharge' : 'notifications.event.finished.body',
          values,
        },
      },
    ];
  const stopped = { ...values, limit: Math.round(limit) };
  return [
    {
      ...base,
      kind: 'charging',
      title: { key: 'notifications.event.stopped.title', values: stopped },
      body: {
        key: soc === undefined ? 'notifications.event.stopped.bodyNoCharge' : 'notifications.event.stopped.body',
        values: stopped,
      },
    },
  ];
}

/** While parked: a door open, or the car unlocked, for at least the owner's N minutes. */
export function parkedEvents(car: CarState, settings: CarNotificationSettings, now: number): NotifyEvent[] {
  const m = bySignalName(car.status);
  if (m.get('Vehicle.IsMoving')?.value !== false) return [];
  const due = (s: SignalValue) => now - Date.parse(s.timestamp) >= settings.parked.minutes * 60_000;
  const events: NotifyEvent[] = [];
  if (settings.parked.doorOpen) {
    for (const door of DOORS) {
      const s = m.get(`Vehicle.Cabin.Door.${door}.IsOpen`);
      if (s?.value !== true || !due(s)) continue;
      events.push({
        id: `door-open:${car.vin}:${door}:${s.timestamp}`,
        vin: car.vin,
        kind: 'door-open',
        at: s.timestamp,
        view: 'status',
        title: { key: 'notifications.event.doorOpen.title', values: { car: car.name } },
        body: {
          key: 'notifications.event.doorOpen.body',
          values: { door: DOOR_CHOICE[door]!, minutes: minutes(now - Date.parse(s.timestamp)) },
        },
      });
    }
  }
  if (settings.parked.unlocked) {
    const unlocked = DOORS.map((d) => m.get(`Vehicle.Cabin.Door.${d}.IsLocked`)).filter(
      (s): s is SignalValue => s?.value === false && due(s),
    );
    const first = unlocked.sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp))[0];
    if (first)
      events.push({
        id: `unlocked:${car.vin}:${first.timestamp}`,
        vin: car.vin,
        kind: 'unlocked',
        at: first.timestamp,
        view: 'status',
        title: { key: 'notifications.event.unlocked.title', values: { car: car.name } },
        body: {
          key: 'notifications.event.unlocked.body',
          values: { minutes: minutes(now - Date.parse(first.timestamp)) },
        },
      });
  }
  return events;
}

/** A tyre flagged low or well below its axle partner; at most once a day per tyre unless the car flags it anew. */
export function tyreEvents(car: CarState, settings: CarNotificationSettings, now: number): NotifyEvent[] {
  if (!settings.tyre || !car.status) return [];
  const day = new Date(now).toISOString().slice(0, 10);
  return lowTyres(bySignalName(car.status)).low.map((t) => ({
    id: `tyre:${car.vin}:${t.id}:${t.since ?? day}`,
    vin: car.vin,
    kind: 'tyre' as const,
    at: t.since ?? new Date(now).toISOString(),
    view: 'status' as const,
    title: { key: 'notifications.event.tyre.title' as const, values: { car: car.name } },
    body: { key: 'notifications.event.tyre.body' as const, values: { tyre: TYRE_CHOICE[t.id] ?? t.id } },
  }));
}

/**
 * Leaving a marked place: the car was inside it (as this tab last knew) and now is outside. Only where the owner
 * shares location; the text names the owner's own place, never coordinates.
 */
export function leaveEvents(
  car: CarState,
  places: readonly Place[],
  wasInside: ReadonlySet<string>,
  locationShared: boolean,
  enabled: boolean,
): { events: NotifyEvent[]; inside: Set<string> } {
  const m = bySignalName(car.location);
  const lat = m.get('Vehicle.CurrentLocation.Latitude');
  const lon = numberOf(m.get('Vehicle.CurrentLocation.Longitude'));
  if (!locationShared || numberOf(lat) === undefined || lon === undefined)
    return { events: [], inside: new Set(wasInside) };
  const position = { latitude: numberOf(lat)!, longitude: lon };
  const inside = new Set(places.filter((p) => isInside(position, p)).map((p) => p.id));
  const events = !enabled
    ? []
    : places
        .filter((p) => wasInside.has(p.id) && !inside.has(p.id))
        .map((p) => ({
          id: `leave:${car.vin}:${p.id}:${lat!.timestamp}`,
          vin: car.vin,
          kind: 'leave-place' as const,
          at: lat!.timestamp,
          view: 'location' as const,
          title: { key: 'notifications.event.leave.title' as const, values: { car: car.name, place: p.name } },
          body: { key: 'notifications.event.leave.body' as const, values: { place: p.name } },
        }));
  return { events, inside };
}

export function stateEvents(car: CarState, settings: CarNotificationSettings, now: number): NotifyEvent[] {
  return [
    ...alertEvents(car, settings, now),
    ...chargingEvents(car, settings, now),
    ...parkedEvents(car, settings, now),
    ...tyreEvents(car, settings, now),
  ];
}
