import { describe, expect, it } from 'vitest';
import { streamTopic } from '../../contract/stream';
import type { Alert } from '../../contract';
import { VINS } from '../fleet';
import { setup, T0 } from '../sim/test-helpers';
import { AlertChanges, MAX_ALERTS_PER_TICK, startPublisher } from './publisher';

function publisherAt(at = T0) {
  const { sim, clock } = setup(at);
  const sent: { topic: string; body: unknown }[] = [];
  const publisher = startPublisher({
    simulator: sim,
    publish: (topic, payload) => sent.push({ topic, body: JSON.parse(payload.toString()) }),
    intervalMs: 3_600_000,
    onError: (err) => {
      throw err;
    },
  });
  const ticks = (n: number, stepMs = 1000) => {
    const from = sent.length;
    for (let i = 0; i < n; i++) {
      clock.advance(stepMs);
      publisher.tick();
    }
    return sent.slice(from);
  };
  return { sim, clock, sent, publisher, ticks };
}

const count = (sent: { topic: string }[], topic: string) => sent.filter((s) => s.topic === topic).length;

describe('the publisher sends what changes, when it changes', () => {
  it('starts with the current body of every topic of every car with live-data-streaming, equal to the REST body', () => {
    const { sim, sent, publisher } = publisherAt();
    publisher.stop();
    for (const vin of [VINS.evSedan, VINS.evSuv, VINS.phev, VINS.noLocation]) {
      expect(sent.find((s) => s.topic === streamTopic(vin, 'status'))!.body).toEqual(sim.status(vin));
      expect(sent.find((s) => s.topic === streamTopic(vin, 'location'))!.body).toEqual(sim.location(vin));
      expect(sent.find((s) => s.topic === streamTopic(vin, 'ev'))!.body).toEqual(sim.ev(vin));
      expect(sent.find((s) => s.topic === streamTopic(vin, 'hv-battery'))!.body).toEqual(sim.hvBattery(vin));
      expect(count(sent, streamTopic(vin, 'alerts'))).toBeLessThanOrEqual(1);
    }
    expect(count(sent, streamTopic(VINS.dieselVan, 'status'))).toBe(1);
    expect(count(sent, streamTopic(VINS.dieselVan, 'ev'))).toBe(0);
    expect(sent.filter((s) => s.topic.includes(VINS.petrol))).toEqual([]);
  });

  it('publishes nothing again at the same instant, and nothing for a parked car that reports nothing', () => {
    const { publisher, sent, ticks, sim } = publisherAt();
    const before = sent.length;
    publisher.tick();
    expect(sent.length).toBe(before);
    expect(sim.status(VINS.evSedan)!.signals.find((s) => s.name === 'Vehicle.IsMoving')!.value).toBe(false);
    expect(ticks(60).filter((s) => s.topic.includes(VINS.evSedan))).toEqual([]);
  });

  it('drive: location about once a second; park: it stops', () => {
    const { sim, ticks } = publisherAt();
    sim.apply({ kind: 'drive', vin: VINS.evSedan });
    const driving = ticks(30);
    expect(count(driving, streamTopic(VINS.evSedan, 'location'))).toBe(30);
    expect(count(driving, streamTopic(VINS.evSedan, 'status'))).toBe(30);
    sim.apply({ kind: 'park', vin: VINS.evSedan });
    // The parked car's fix is reported a few seconds after it stops.
    expect(count(ticks(5), streamTopic(VINS.evSedan, 'location'))).toBeGreaterThanOrEqual(1);
    expect(count(ticks(30), streamTopic(VINS.evSedan, 'location'))).toBe(0);
  });

  it('charging: the ev topic while the session runs', () => {
    const { sim, ticks } = publisherAt();
    sim.apply({ kind: 'charge-start', vin: VINS.evSuv, powerKW: 50 });
    const charging = ticks(10).filter((s) => s.topic === streamTopic(VINS.evSuv, 'ev'));
    expect(charging.length).toBeGreaterThanOrEqual(9);
  });

  it('alerts: one record per raise and per clear', () => {
    const { sim, ticks } = publisherAt();
    sim.apply({ kind: 'alert-raise', vin: VINS.evSedan, code: 'P0420', severity: 'warning' });
    const raised = ticks(3).filter((s) => s.topic === streamTopic(VINS.evSedan, 'alerts'));
    expect(raised).toHaveLength(1);
    const alert = raised[0]!.body as Alert;
    expect(alert).toMatchObject({ code: 'P0420', active: true });
    sim.apply({ kind: 'alert-clear', vin: VINS.evSedan, id: alert.id });
    const cleared = ticks(3).filter((s) => s.topic === streamTopic(VINS.evSedan, 'alerts'));
    expect(cleared.map((s) => s.body)).toEqual([{ ...alert, active: false, clearedAt: expect.any(String) }]);
  });
});

describe('AlertChanges', () => {
  const alert = (id: string, raisedAt: number, clearedAt?: number): Alert => ({
    id,
    code: 'X',
    severity: 'info',
    active: clearedAt === undefined,
    title: 't',
    description: 'd',
    raisedAt: new Date(raisedAt).toISOString(),
    clearedAt: clearedAt === undefined ? null : new Date(clearedAt).toISOString(),
    signals: [],
  });
  it('first look: only the latest change (what a running broker would retain); then the changes, oldest first', () => {
    const changes = new AlertChanges();
    expect(changes.next('V', [alert('a', 1), alert('b', 5, 9), alert('c', 7)]).map((a) => a.id)).toEqual(['b']);
    expect(changes.next('V', [alert('a', 1, 20), alert('b', 5, 9), alert('c', 7), alert('d', 15)])).toEqual([
      alert('d', 15),
      alert('a', 1, 20),
    ]);
    // a, b and d vanished (a reset): c, the latest change left, is retained again instead of the vanished a.
    expect(changes.next('V', [alert('c', 7)])).toEqual([alert('c', 7)]);
    expect(changes.next('V', [alert('c', 7)])).toEqual([]);
  });
  it(`sends at most ${MAX_ALERTS_PER_TICK} records per car and tick, the newest`, () => {
    const changes = new AlertChanges();
    changes.next('V', []);
    const many = Array.from({ length: 120 }, (_, i) => alert(`a${i}`, i));
    const sent = changes.next('V', many);
    expect(sent).toHaveLength(MAX_ALERTS_PER_TICK);
    expect(sent.at(-1)!.id).toBe('a119');
  });
});
