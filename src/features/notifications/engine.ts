import type { Alert, EvBody, SignalsBody } from '../../../contract';
import type { LiveMessage } from '../../lib/live-cache';
import { mergeSignals } from '../../lib/live-cache';
import { anyOn, carSettings, type NotificationSettings, type NotifyEvent } from '../../stores/notification-settings';
import { claimEvents } from './dedupe';
import { isQuiet } from './quiet-hours';
import { leaveEvents, stateEvents, type CarState } from './rules';

/**
 * The notifications of one tab (issue 17): follows the stream's messages (after they entered the cache), keeps each
 * car's latest state, runs the rules on every message and every half minute (a door open "for N minutes" comes due
 * without a message), claims each event once for every tab together, lists it and, outside quiet hours and with
 * permission, shows it. Everything outside the rules is injected, so tests drive it with fakes.
 *
 * The rules judge the cars' timestamps (how old an event is, how long a door has been open) on the service's clock,
 * which may differ from this tab's (a phone's clock off, a sandbox's moved). Every timestamp the service sends is at
 * most its now, so the newest one seen (in any car's body or alert record, retained or live, carried forward on this
 * tab's clock) bounds the service's clock from below: the rules run at this tab's time minus the least difference
 * between a message's arrival and its timestamps. A parked car's values are minutes old, a raised alert or a moving
 * or charging car's values seconds, so a flush's messages are judged together, after the newest of them moved the
 * estimate (a status body stamped minutes ago, then the alert record raised now: a charge that stopped 31 minutes ago
 * is history). Until a live message (a change, stamped as it happens) has come, retained values may all be old
 * (a car offline for a day), so the estimate is also at least this tab's clock: history stays history, and an event a
 * service behind the tab raised before this tab connected is judged again at the next live message. The estimate
 * never moves back, so a live message repeating an old record cannot make history look like news.
 */
export type EngineCar = { vin: string; name: string; locationShared: boolean };

export type EngineDeps = {
  cars(): EngineCar[];
  settings(): NotificationSettings;
  /** The stream's messages, one flush at a time. */
  onLive(listener: (messages: LiveMessage[]) => void): () => void;
  /** Reads and rewrites the shown identities atomically across tabs. */
  withSeen<T>(decide: (seen: Record<string, number>) => { seen: Record<string, number>; result: T }): Promise<T>;
  list(events: NotifyEvent[]): Promise<void>;
  show(event: NotifyEvent): Promise<void>;
  /** Whether a system notification may be shown now (permission granted, supported). */
  canShow(): boolean;
  now?: () => number;
  setInterval?: (fn: () => void, ms: number) => unknown;
  clearInterval?: (id: unknown) => void;
};

export const RECHECK_MS = 30_000;

export class NotificationEngine {
  private readonly states = new Map<string, CarState>();
  private readonly inside = new Map<string, Set<string>>();
  private stopLive?: () => void;
  private timer?: unknown;
  private queue = Promise.resolve();
  private readonly now: () => number;
  /** The least (arrival on this tab's clock − timestamp) of any message: this tab's clock minus the service's, at most. */
  private skew?: number;
  /** Whether a live message (not only the broker's retained values) has come. */
  private live = false;

  constructor(private readonly deps: EngineDeps) {
    this.now = deps.now ?? Date.now;
  }

  start(): void {
    this.stopLive = this.deps.onLive((flush) => this.receive(flush));
    this.timer = (this.deps.setInterval ?? setInterval)(() => this.checkAll(), RECHECK_MS);
  }

  stop(): void {
    this.stopLive?.();
    (this.deps.clearInterval ?? ((id) => clearInterval(id as ReturnType<typeof setInterval>)))(this.timer);
  }

  /** Resolves once every check queued so far has finished (tests, and the host's teardown). */
  idle(): Promise<void> {
    return this.queue;
  }

  /** One flush's messages: the clock and every car's state first, then one check of the cars they concern. */
  receive(messages: readonly LiveMessage[]): void {
    const cars = this.deps.cars();
    const touched = new Map<string, EngineCar>();
    for (const message of messages) {
      const stamped = newestTimestamp(message);
      if (stamped !== undefined) this.skew = Math.min(this.skew ?? Infinity, this.now() - stamped);
      this.live ||= !message.retained;
      const car = cars.find((c) => c.vin === message.vin);
      if (car && this.apply(car, message)) touched.set(car.vin, car);
    }
    if (touched.size) this.check([...touched.values()]);
  }

  /** The message merged into the car's state; false for a category the rules do not read. */
  private apply(car: EngineCar, message: LiveMessage): boolean {
    const state = this.states.get(car.vin) ?? { vin: car.vin, name: car.name, alerts: [] };
    const next: CarState = { ...state, name: car.name };
    if (message.category === 'alerts') {
      const alert = message.body as Alert;
      next.alerts = [...state.alerts.filter((a) => a.id !== alert.id), alert].slice(-50);
    } else if (message.category === 'ev') {
      const body = message.body as EvBody;
      next.ev = { ...body, signals: mergeSignals(state.ev?.signals ?? [], body.signals) };
    } else if (message.category === 'status' || message.category === 'location') {
      const signals = (message.body as SignalsBody).signals;
      next[message.category] = mergeSignals(state[message.category] ?? [], signals);
    } else return false;
    this.states.set(car.vin, next);
    return true;
  }

  checkAll(): void {
    this.check(this.deps.cars());
  }

  private check(cars: EngineCar[]): void {
    // Before a live message, a service behind this tab (a positive difference) is not told from old retained values.
    const now = this.now() - Math.min(this.skew ?? 0, this.live ? Infinity : 0);
    const settings = this.deps.settings();
    const events: NotifyEvent[] = [];
    for (const car of cars) {
      const state = this.states.get(car.vin);
      const mine = carSettings(settings, car.vin);
      if (!state || !anyOn(mine)) continue;
      events.push(...stateEvents(state, mine, now));
      const left = leaveEvents(
        state,
        mine.places,
        this.inside.get(car.vin) ?? new Set(),
        car.locationShared,
        mine.leavePlace,
      );
      this.inside.set(car.vin, left.inside);
      events.push(...left.events);
    }
    if (!events.length) return;
    // Quiet hours are the owner's local time, on this device's clock; what is claimed is dated the same way.
    const local = this.now();
    const quiet = isQuiet(settings.quietHours, local);
    this.queue = this.queue.then(async () => {
      const fresh = await this.deps.withSeen((seen) => {
        const r = claimEvents(seen, events, local);
        return { seen: r.seen, result: r.fresh };
      });
      if (!fresh.length) return;
      await this.deps.list(fresh);
      if (quiet || !this.deps.canShow()) return;
      for (const event of fresh) await this.deps.show(event).catch(() => undefined);
    });
  }
}

/** A message's newest timestamp (an alert's raise or clear, a body's newest signal): the service's clock was past it. */
function newestTimestamp(message: LiveMessage): number | undefined {
  const times =
    message.category === 'alerts'
      ? [(message.body as Alert).raisedAt, (message.body as Alert).clearedAt]
      : (message.body as SignalsBody).signals.map((s) => s.timestamp);
  const parsed = times.map((t) => (t ? Date.parse(t) : NaN)).filter(Number.isFinite);
  return parsed.length ? Math.max(...parsed) : undefined;
}
