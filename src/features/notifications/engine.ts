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
 * The rules judge the cars' timestamps (how old an event is, how long a door has been open) on the service's clock:
 * a live change (not a retained value) is stamped as it happens, so its newest timestamp against this tab's clock
 * gives the difference between the two, and the rules run at this tab's time minus that difference. A device whose
 * clock is off, or a sandbox whose clock starts elsewhere, then still tells news from history. The service's clock
 * only runs forward, so the latest instant any live message showed is the estimate: a live message that repeats an
 * old record (an alert published again after others vanished) cannot move it back and make history look like news.
 */
export type EngineCar = { vin: string; name: string; locationShared: boolean };

export type EngineDeps = {
  cars(): EngineCar[];
  settings(): NotificationSettings;
  onLive(listener: (message: LiveMessage) => void): () => void;
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
  /** This tab's clock minus the service's: the least any live change showed (0 until one arrives). */
  private skew?: number;

  constructor(private readonly deps: EngineDeps) {
    this.now = deps.now ?? Date.now;
  }

  start(): void {
    this.stopLive = this.deps.onLive((m) => this.receive(m));
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

  receive(message: LiveMessage): void {
    const car = this.deps.cars().find((c) => c.vin === message.vin);
    if (!car) return;
    const stamped = message.retained ? undefined : newestTimestamp(message);
    if (stamped !== undefined) this.skew = Math.min(this.skew ?? Infinity, this.now() - stamped);
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
    } else return;
    this.states.set(car.vin, next);
    this.check([car]);
  }

  checkAll(): void {
    this.check(this.deps.cars());
  }

  private check(cars: EngineCar[]): void {
    const now = this.now() - (this.skew ?? 0);
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

/** When a live message happened: its newest timestamp (an alert's raise or clear, a body's newest signal). */
function newestTimestamp(message: LiveMessage): number | undefined {
  const times =
    message.category === 'alerts'
      ? [(message.body as Alert).raisedAt, (message.body as Alert).clearedAt]
      : (message.body as SignalsBody).signals.map((s) => s.timestamp);
  const parsed = times.map((t) => (t ? Date.parse(t) : NaN)).filter(Number.isFinite);
  return parsed.length ? Math.max(...parsed) : undefined;
}
