import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import type { Alert, EvBody } from '../../../contract';
import de from '../../lib/i18n/messages/de.json';
import en from '../../lib/i18n/messages/en.json';
import { defaultCarSettings, type CarNotificationSettings, type EventText } from '../../stores/notification-settings';
import { claimEvents, REMEMBER_MS } from './dedupe';
import { isQuiet } from './quiet-hours';
import { leaveEvents, stateEvents, type CarState } from './rules';

const VIN = 'SDXE1S2A2RA100001';
/** An event's text as the catalogue words it (the tab does the same with its translate function). */
const say = ({ key, values }: EventText, locale: 'en' | 'de' = 'en') =>
  new IntlMessageFormat({ en, de }[locale][key], locale).format(values) as string;
const NOW = Date.parse('2026-11-25T14:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();
const sig = (name: string, value: unknown, t = NOW - 60_000) => ({ name, value, timestamp: iso(t) });
const on = (over: Partial<CarNotificationSettings> = {}): CarNotificationSettings => ({
  ...defaultCarSettings(),
  alert: { on: true, minSeverity: 'warning' },
  charging: true,
  chargeLimit: true,
  parked: { unlocked: true, doorOpen: true, minutes: 5 },
  tyre: true,
  leavePlace: true,
  ...over,
});
const car = (over: Partial<CarState> = {}): CarState => ({ vin: VIN, name: 'Aero', alerts: [], ...over });
const alert = (id: string, severity: string, raisedAt = iso(NOW - 60_000), active = true): Alert => ({
  id,
  code: 'X',
  severity,
  active,
  title: 'Coolant temperature high',
  description: '',
  raisedAt,
  clearedAt: active ? null : iso(NOW),
  signals: [],
});
const ev = (isCharging: boolean, soc: number, end: string | null): EvBody => ({
  vin: VIN,
  signals: [
    sig('Vehicle.Powertrain.TractionBattery.Charging.IsCharging', isCharging),
    sig('Vehicle.Powertrain.TractionBattery.StateOfCharge.Current', soc),
    sig('Vehicle.Powertrain.TractionBattery.Charging.ChargeLimit', 80),
  ],
  chargingSession: {
    id: 's1',
    start: iso(NOW - 3_600_000),
    end,
    energyAdded: 20,
    maxPower: 11,
    averagePower: 10,
    location: null,
  },
});

describe('notification rules (issue 17)', () => {
  it('a new alert at or above the chosen severity notifies; below it, cleared, or old news does not', () => {
    const alerts = [
      alert('a1', 'critical'),
      alert('a2', 'info'),
      alert('a3', 'warning', iso(NOW - 2 * 3_600_000)),
      alert('a4', 'warning', iso(NOW - 60_000), false),
    ];
    const [raised, ...none] = stateEvents(car({ alerts }), on(), NOW);
    expect([raised?.id, none]).toEqual([`alert:${VIN}:a1`, []]);
    expect([say(raised!.title), say(raised!.body)]).toEqual(['Aero: Critical alert', 'Coolant temperature high']);
    expect(say(raised!.title, 'de')).toBe('Aero: Kritische Meldung');
    const critOnly = on({ alert: { on: true, minSeverity: 'critical' } });
    expect(stateEvents(car({ alerts: [alert('a5', 'warning')] }), critOnly, NOW)).toEqual([]);
    expect(stateEvents(car({ alerts }), on({ alert: { on: false, minSeverity: 'info' } }), NOW)).toEqual([]);
  });

  it('charging that ends at the limit is "charge limit reached"; before it, "stopped"; while charging, nothing', () => {
    const end = iso(NOW - 30_000);
    expect(stateEvents(car({ ev: ev(true, 60, null) }), on(), NOW)).toEqual([]);
    const limit = stateEvents(car({ ev: ev(false, 80, end) }), on(), NOW);
    expect(limit.map((e) => [e.kind, say(e.body)])).toEqual([['charge-limit', 'Charged to 80 %.']]);
    const stopped = stateEvents(car({ ev: ev(false, 64, end) }), on(), NOW);
    expect(stopped.map((e) => [e.kind, say(e.title), say(e.body)])).toEqual([
      ['charging', 'Aero: Charging stopped', 'Charging stopped at 64 %, before the 80 % limit.'],
    ]);
    expect(stopped.map((e) => [say(e.title, 'de'), say(e.body, 'de')])).toEqual([
      ['Aero: Laden abgebrochen', 'Laden bei 64 % abgebrochen, vor dem Limit von 80 %.'],
    ]);
    const finished = stateEvents(car({ ev: ev(false, 80, end) }), on({ chargeLimit: false }), NOW)[0]!;
    expect(say(finished.title)).toBe('Aero: Charging finished');
    expect(stateEvents(car({ ev: ev(false, 64, end) }), on({ charging: false }), NOW)).toEqual([]);
  });

  it('a door open or the car unlocked notifies only while parked and only after the chosen minutes', () => {
    const status = (openedAgoMs: number, moving = false) => [
      sig('Vehicle.IsMoving', moving),
      sig('Vehicle.Cabin.Door.Row1.DriverSide.IsOpen', true, NOW - openedAgoMs),
      sig('Vehicle.Cabin.Door.Row1.DriverSide.IsLocked', false, NOW - openedAgoMs),
    ];
    expect(stateEvents(car({ status: status(4 * 60_000) }), on(), NOW)).toEqual([]);
    const due = stateEvents(car({ status: status(6 * 60_000) }), on(), NOW);
    expect(due.map((e) => e.kind)).toEqual(['door-open', 'unlocked']);
    expect(say(due[0]!.body)).toBe('The front driver-side door has been open for 6 min while parked.');
    expect(say(due[0]!.body, 'de')).toBe(
      'Die vordere Tür auf der Fahrerseite steht seit 6 Min. offen, das Auto parkt.',
    );
    expect(say(due[1]!.body)).toBe('The car has been unlocked for 6 min while parked.');
    expect(stateEvents(car({ status: status(6 * 60_000, true) }), on(), NOW)).toEqual([]);
    const atOnce = on({ parked: { unlocked: false, doorOpen: true, minutes: 0 } });
    expect(stateEvents(car({ status: status(1_000) }), atOnce, NOW).map((e) => e.kind)).toEqual(['door-open']);
  });

  it("a tyre losing pressure notifies, identified by the car's flag time so it repeats only when flagged anew", () => {
    const status = [sig('Vehicle.Chassis.Axle.Row1.Wheel.Left.Tire.IsPressureLow', true, NOW - 600_000)];
    const [event] = stateEvents(car({ status }), on(), NOW);
    expect(event?.id).toBe(`tyre:${VIN}:Row1.Left:${iso(NOW - 600_000)}`);
    expect(say(event!.body)).toBe('The front left tyre is losing pressure.');
    expect(say(event!.body, 'de')).toBe('Der Reifen vorne links verliert Druck.');
  });

  it('leaving a marked place notifies once on the way out, never without location consent, never with coordinates', () => {
    const home = { id: 'home', name: 'Home', latitude: 52.52, longitude: 13.405, radiusM: 150 };
    const at = (lat: number) =>
      car({
        location: [sig('Vehicle.CurrentLocation.Latitude', lat), sig('Vehicle.CurrentLocation.Longitude', 13.405)],
      });
    const inside = leaveEvents(at(52.52), [home], new Set(), true, true);
    expect(inside.events).toEqual([]);
    const out = leaveEvents(at(52.53), [home], inside.inside, true, true);
    expect(out.events.map((e) => [say(e.title), say(e.body)])).toEqual([['Aero: Left Home', 'The car left Home.']]);
    expect(JSON.stringify(out.events)).not.toMatch(/52\.5|13\.4/);
    expect(leaveEvents(at(52.53), [home], out.inside, true, true).events).toEqual([]);
    expect(leaveEvents(at(52.53), [home], inside.inside, false, true).events).toEqual([]);
  });
});

describe('quiet hours', () => {
  const local = (h: number, m = 0) => new Date(2026, 10, 25, h, m).getTime();
  it('cross midnight when "from" is later than "to", and count nothing when off', () => {
    const q = { on: true, from: '22:00', to: '07:00' };
    expect([21, 22, 3, 6, 7].map((h) => isQuiet(q, local(h)))).toEqual([false, true, true, true, false]);
    expect(isQuiet({ ...q, on: false }, local(23))).toBe(false);
    const day = { on: true, from: '12:30', to: '14:00' };
    expect([local(12, 29), local(12, 30), local(14)].map((t) => isQuiet(day, t))).toEqual([false, true, false]);
    expect(isQuiet({ on: true, from: 'junk', to: '07:00' }, local(23))).toBe(false);
  });
});

describe('one notification per event, across reconnects and tabs', () => {
  const events = stateEvents(car({ alerts: [alert('a1', 'critical')] }), on(), NOW);
  it('the retained message after a reconnect gives the same identity, which is claimed only once', () => {
    const first = claimEvents({}, events, NOW);
    expect(first.fresh).toHaveLength(1);
    const again = stateEvents(car({ alerts: [alert('a1', 'critical')] }), on(), NOW + 5_000);
    expect(claimEvents(first.seen, again, NOW + 5_000).fresh).toEqual([]);
  });

  it('two tabs claiming in turn through the shared list: only the first shows it', () => {
    let shared = {};
    const tab = () => {
      const r = claimEvents(shared, events, NOW);
      shared = r.seen;
      return r.fresh.length;
    };
    expect([tab(), tab()]).toEqual([1, 0]);
  });

  it('identities are forgotten after REMEMBER_MS and one batch never shows a duplicate', () => {
    expect(claimEvents({}, [...events, ...events], NOW).fresh).toHaveLength(1);
    const { seen } = claimEvents({}, events, NOW);
    expect(Object.keys(claimEvents(seen, [], NOW + REMEMBER_MS).seen)).toEqual([]);
  });
});
