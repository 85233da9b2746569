import { describe, expect, it } from 'vitest';
import type { Alert } from '../../../contract';
import type { LiveMessage } from '../../lib/live-cache';
import {
  defaultCarSettings,
  defaultSettings,
  type NotificationSettings,
  type NotifyEvent,
} from '../../stores/notification-settings';
import { NotificationEngine } from './engine';

const VIN = 'SDXE1S2A2RA100001';
const NOW = Date.parse('2026-11-25T14:00:00Z');
const raised: Alert = {
  id: 'a1',
  code: 'X',
  severity: 'critical',
  active: true,
  title: 'Coolant temperature high',
  description: '',
  raisedAt: new Date(NOW - 10_000).toISOString(),
  clearedAt: null,
  signals: [],
};

/** Two tabs' engines over one shared "IndexedDB" of shown identities, each with its own stream listeners. */
function tabs(settings: NotificationSettings, opts: { quiet?: boolean; canShow?: boolean } = {}) {
  let seen: Record<string, number> = {};
  const shown: NotifyEvent[] = [];
  const listed: NotifyEvent[] = [];
  const make = () => {
    let listener: ((flush: LiveMessage[]) => void) | undefined;
    const engine = new NotificationEngine({
      cars: () => [{ vin: VIN, name: 'Aero', locationShared: true }],
      settings: () => ({ ...settings, quietHours: { on: !!opts.quiet, from: '00:00', to: '23:59' } }),
      onLive: (l) => ((listener = l), () => (listener = undefined)),
      withSeen: async (decide) => {
        const r = decide(seen);
        seen = r.seen;
        return r.result;
      },
      list: async (events) => void listed.push(...events),
      show: async (event) => void shown.push(event),
      canShow: () => opts.canShow ?? true,
      now: () => NOW,
      setInterval: () => 0,
      clearInterval: () => undefined,
    });
    engine.start();
    /** One flush of the live cache: its messages together. */
    return { engine, deliver: (...flush: LiveMessage[]) => listener?.(flush) };
  };
  return { make, shown, listed };
}

const withAlerts = (): NotificationSettings => ({
  ...defaultSettings(),
  cars: { [VIN]: { ...defaultCarSettings(), alert: { on: true, minSeverity: 'warning' } } },
});
const alertMessage: LiveMessage = { vin: VIN, category: 'alerts', body: raised, retained: false };

const at = (ms: number) => new Date(ms).toISOString();
const sig = (name: string, value: unknown, ms: number) => ({ name, value, timestamp: at(ms) });
const TB = 'Vehicle.Powertrain.TractionBattery.';
/** Alerts and charging on; the charge's events are `charge-end:<vin>:<start>`. */
const alertsAndCharging = (): NotificationSettings => ({
  ...defaultSettings(),
  cars: { [VIN]: { ...defaultCarSettings(), charging: true, alert: { on: true, minSeverity: 'warning' } } },
});
/** The car's ev body after a charge that ended at `end` (before its limit), its values reported then. */
const stoppedAt = (end: number, retained: boolean): LiveMessage => ({
  vin: VIN,
  category: 'ev',
  retained,
  body: {
    vin: VIN,
    signals: [sig(`${TB}Charging.IsCharging`, false, end), sig(`${TB}StateOfCharge.Current`, 60, end)],
    chargingSession: {
      id: 's',
      start: at(end - 3_600_000),
      end: at(end),
      energyAdded: 1,
      maxPower: 11,
      averagePower: 10,
      location: null,
    },
  },
});
/** A parked car's status body, its values transmitted at `ms` (a parked car's are up to 15 minutes old). */
const parkedStatus = (ms: number, retained: boolean): LiveMessage => ({
  vin: VIN,
  category: 'status',
  retained,
  body: { vin: VIN, signals: [sig('Vehicle.IsMoving', false, ms), sig('Vehicle.Speed', 0, ms)] },
});

describe('notification engine (issue 17)', () => {
  it('an alert raised notifies once; the retained message after a reconnect does not notify again', async () => {
    const t = tabs(withAlerts());
    const tab = t.make();
    tab.deliver(alertMessage);
    await tab.engine.idle();
    tab.deliver({ ...alertMessage, retained: true }); // reconnect: the broker sends the retained record again
    await tab.engine.idle();
    expect(t.shown.map((e) => e.id)).toEqual([`alert:${VIN}:a1`]);
    expect(t.listed).toHaveLength(1);
  });

  it('the same message in two tabs is shown by one of them only', async () => {
    const t = tabs(withAlerts());
    const [a, b] = [t.make(), t.make()];
    a.deliver(alertMessage);
    b.deliver(alertMessage);
    await Promise.all([a.engine.idle(), b.engine.idle()]);
    expect(t.shown).toHaveLength(1);
  });

  it('quiet hours and a refused permission list the event without showing it; nothing on means nothing at all', async () => {
    for (const opts of [{ quiet: true }, { canShow: false }]) {
      const t = tabs(withAlerts(), opts);
      const tab = t.make();
      tab.deliver(alertMessage);
      await tab.engine.idle();
      expect([t.listed.length, t.shown.length]).toEqual([1, 0]);
    }
    const off = tabs(defaultSettings());
    const tab = off.make();
    tab.deliver(alertMessage);
    await tab.engine.idle();
    expect(off.listed).toEqual([]);
  });

  it('a door left open comes due on the periodic check, without a new message', async () => {
    const settings: NotificationSettings = {
      ...defaultSettings(),
      cars: { [VIN]: { ...defaultCarSettings(), parked: { doorOpen: true, unlocked: false, minutes: 0 } } },
    };
    const t = tabs(settings);
    const tab = t.make();
    const sig = (name: string, value: unknown) => ({ name, value, timestamp: new Date(NOW - 1000).toISOString() });
    tab.deliver({
      vin: VIN,
      category: 'status',
      retained: false,
      body: {
        vin: VIN,
        signals: [sig('Vehicle.IsMoving', false), sig('Vehicle.Cabin.Door.Row1.DriverSide.IsOpen', true)],
      },
    });
    await tab.engine.idle();
    tab.engine.checkAll();
    await tab.engine.idle();
    expect(t.shown.map((e) => e.kind)).toEqual(['door-open']);
  });

  it('a service whose clock runs days behind the tab: live changes are news on its clock, retained history is not', async () => {
    const behind = 6 * 86_400_000;
    const t = tabs(withAlerts());
    const tab = t.make();
    const at = (ms: number) => new Date(ms).toISOString();
    const old: Alert = { ...raised, id: 'old', raisedAt: at(NOW - behind - 3_600_000) };
    // Before any live change the tab's own clock judges: the retained record of an hour before is history anyway.
    tab.deliver({ vin: VIN, category: 'alerts', body: old, retained: true });
    await tab.engine.idle();
    expect(t.listed).toEqual([]);
    // A live status change tells the service's time; an alert raised just then is news, the old one still history.
    tab.deliver({
      vin: VIN,
      category: 'status',
      retained: false,
      body: { vin: VIN, signals: [{ name: 'Vehicle.Speed', value: 0, timestamp: at(NOW - behind) }] },
    });
    tab.deliver({ vin: VIN, category: 'alerts', body: { ...raised, raisedAt: at(NOW - behind) }, retained: false });
    await tab.engine.idle();
    expect(t.listed.map((e) => e.id)).toEqual([`alert:${VIN}:a1`]);
  });

  it('a live message repeating an old alert (published again after others vanished) does not make it news', async () => {
    const behind = 7 * 3_600_000;
    const t = tabs(withAlerts());
    const tab = t.make();
    const at = (ms: number) => new Date(ms).toISOString();
    const old: Alert = { ...raised, id: 'old', severity: 'warning', raisedAt: at(NOW - behind - 5 * 3_600_000) };
    tab.deliver({ vin: VIN, category: 'alerts', body: old, retained: true });
    tab.deliver({ vin: VIN, category: 'alerts', body: { ...raised, raisedAt: at(NOW - behind) }, retained: false });
    // The service dropped the alert above (a reset) and sends its latest remaining record again, live.
    tab.deliver({ vin: VIN, category: 'alerts', body: old, retained: false });
    await tab.engine.idle();
    expect(t.listed.map((e) => e.id)).toEqual([`alert:${VIN}:a1`]);
  });

  it('a service ahead of the tab: a charge it stopped 31 min ago is history, judged with the alert of the same flush', async () => {
    const service = NOW + 2 * 3_600_000;
    const settings = alertsAndCharging();
    settings.cars[VIN]!.charging = false;
    const t = tabs(settings);
    const tab = t.make();
    // As notifications.spec: the stream starts with the first setting turned on, the charging one comes after it.
    tab.deliver(stoppedAt(service - 31 * 60_000, true), parkedStatus(service - 16 * 60_000, true));
    await tab.engine.idle();
    settings.cars[VIN]!.charging = true;
    // The first live flush: the status body the alert changed (its values reported 16 minutes ago), then the alert.
    tab.deliver(parkedStatus(service - 16 * 60_000 + 1, false), {
      ...alertMessage,
      body: { ...raised, raisedAt: at(service - 1_000) },
    });
    await tab.engine.idle();
    expect(t.listed.map((e) => e.id)).toEqual([`alert:${VIN}:a1`]);
  });

  it('a service ahead of the tab: a fresh alert arriving retained is news, the 31-min-old stop beside it is not', async () => {
    const service = NOW + 2 * 3_600_000;
    const t = tabs(alertsAndCharging());
    const tab = t.make();
    // The stream connected after the alert was raised: everything, the alert too, arrives retained, in one flush.
    tab.deliver(stoppedAt(service - 31 * 60_000, true), parkedStatus(service - 12 * 60_000, true), {
      ...alertMessage,
      retained: true,
      body: { ...raised, raisedAt: at(service - 2_000) },
    });
    await tab.engine.idle();
    expect(t.listed.map((e) => e.id)).toEqual([`alert:${VIN}:a1`]);
    // No live message comes (a parked car): the periodic check keeps it that way.
    tab.engine.checkAll();
    await tab.engine.idle();
    expect(t.listed.map((e) => e.id)).toEqual([`alert:${VIN}:a1`]);
  });

  it('a service behind the tab: retained values still bound its clock once a live message came', async () => {
    const service = NOW - 6 * 86_400_000;
    const t = tabs(alertsAndCharging());
    const tab = t.make();
    // A charge that ended 40 minutes ago on the service's clock, and an alert raised a minute ago, both retained.
    tab.deliver(stoppedAt(service - 40 * 60_000, true), {
      ...alertMessage,
      retained: true,
      body: { ...raised, raisedAt: at(service - 60_000) },
    });
    await tab.engine.idle();
    // On the tab's clock, days ahead, both are history until a live message tells the service's clock.
    expect(t.listed).toEqual([]);
    // A live status body whose values were reported 16 minutes ago: the alert's minute-old raise still says "now".
    tab.deliver(parkedStatus(service - 16 * 60_000, false));
    await tab.engine.idle();
    expect(t.listed.map((e) => e.id)).toEqual([`alert:${VIN}:a1`]);
  });
});
