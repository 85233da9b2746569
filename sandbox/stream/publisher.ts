import { chargerTopic } from '../../contract/charger-stream';
import { streamTopic, type StreamCategory } from '../../contract/stream';
import type { Alert } from '../../contract';
import { fleetVehicle } from '../fleet';
import type { Simulator } from '../sim/types';
import { defaultDiagnosticsBody } from '../api/seam';

export type Publish = (topic: string, payload: Buffer) => void;

/** The body of each state topic: the simulator call its REST route makes, at the same instant of the same clock. */
const STATE: Record<Exclude<StreamCategory, 'alerts'>, (sim: Simulator, vin: string) => unknown> = {
  status: (sim, vin) => sim.status(vin),
  location: (sim, vin) => sim.location(vin),
  ev: (sim, vin) => sim.ev(vin),
  'hv-battery': (sim, vin) => sim.hvBattery(vin),
  diagnostics: (sim, vin) => {
    const all = sim.diagnostics(vin);
    return all && defaultDiagnosticsBody(vin, all);
  },
};

/** At most this many alert records per car and tick (a clock moved by days can raise many at once): the newest. */
export const MAX_ALERTS_PER_TICK = 50;

const changedAt = (a: Alert) => Date.parse((!a.active && a.clearedAt) || a.raisedAt);

/** Which alerts were raised or cleared since the last look, oldest change first. */
export class AlertChanges {
  private readonly seen = new Map<string, Map<string, boolean>>();

  /**
   * The records to publish for one car. The first look publishes only the latest change (what a broker that had
   * been running would retain). When alerts disappear (reset, clock moved back) and nothing else changed, the latest
   * change of those left goes out again, so the retained record is one REST still lists (not a vanished alert, which
   * a new subscriber's alert lists would refetch for).
   */
  next(vin: string, alerts: Alert[]): Alert[] {
    const before = this.seen.get(vin);
    this.seen.set(vin, new Map(alerts.map((a) => [a.id, a.active])));
    const changed = before ? alerts.filter((a) => before.get(a.id) !== a.active) : alerts;
    const vanished = before ? [...before.keys()].some((id) => !alerts.some((a) => a.id === id)) : false;
    const ordered = [...(changed.length || !vanished ? changed : alerts)].sort((a, b) => changedAt(a) - changedAt(b));
    return ordered.slice(before && changed.length ? -MAX_ALERTS_PER_TICK : -1);
  }
}

/**
 * The simulator's side of the stream (DESIGN §3): on each tick it renders every topic of every car with
 * `live-data-streaming` at the clock's now and publishes a topic only when its payload changed, so a driving
 * car's position goes out about once a second and a parked car's status only when something happens.
 * Scenarios and clock moves through the control interface show on the next tick.
 */
export function startPublisher(o: {
  simulator: Simulator;
  publish: Publish;
  intervalMs: number;
  onError: (err: unknown) => void;
}) {
  const last = new Map<string, string>();
  const alerts = new AlertChanges();
  const vins = o.simulator.vins().filter((vin) => fleetVehicle(vin)?.capabilities.includes('live-data-streaming'));

  const publishChanged = (topic: string, body: unknown) => {
    if (body === undefined) return;
    const json = JSON.stringify(body);
    if (last.get(topic) === json) return;
    last.set(topic, json);
    o.publish(topic, Buffer.from(json));
  };

  const tick = () => {
    try {
      for (const vin of vins) {
        for (const [category, render] of Object.entries(STATE) as [StreamCategory, (typeof STATE)['status']][])
          publishChanged(streamTopic(vin, category), render(o.simulator, vin));
        for (const alert of alerts.next(vin, o.simulator.alerts(vin) ?? []))
          o.publish(streamTopic(vin, 'alerts'), Buffer.from(JSON.stringify(alert)));
      }
      // A connector plugging in, charging or faulting, and the meter while it charges (DESIGN §3).
      for (const id of o.simulator.chargerIds()) publishChanged(chargerTopic(id), o.simulator.charger(id));
    } catch (err) {
      o.onError(err);
    }
  };

  tick();
  const timer = setInterval(tick, o.intervalMs);
  timer.unref();
  return { tick, stop: () => clearInterval(timer) };
}
