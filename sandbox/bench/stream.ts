/**
 * The MQTT part of `npm run bench:sandbox`: the whole sandbox on ephemeral ports, SUBSCRIBERS MQTT.js clients
 * (same process) with real tokens and proofs on `vehicles/{vin}/#`, then MESSAGES status-sized messages published
 * by the broker. Prints deliveries per second and the heap before, with the subscribers connected, after the burst
 * and after they leave.
 */
import type { MqttClient } from 'mqtt';
import { streamTopic, streamTopicAll } from '../../contract/stream';
import { dpopKey } from '../api/testing';
import { VINS } from '../fleet';
import { startSandbox, type Sandbox } from '../server';
import { brokerProof, connect, signIn } from '../stream/testing';
import { figure, mb } from './figures';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 200);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 200);

type Round = { sandbox: Sandbox; token: string; key: Awaited<ReturnType<typeof dpopKey>>; body: string };

/** Connects `subscribers`, publishes `messages` and waits until every subscriber has every one; then disconnects. */
async function round(r: Round, subscribers: number, messages: number, measure: (phase: string) => void) {
  const topic = streamTopic(VINS.evSedan, 'status');
  const clients: MqttClient[] = [];
  let received = 0;
  let allReceived: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (allReceived = resolve));
  for (let batch = 0; batch < subscribers; batch += 20) {
    const connected = await Promise.all(
      Array.from({ length: Math.min(20, subscribers - batch) }, async () =>
        connect(r.sandbox, { token: r.token, proof: await brokerProof(r.sandbox, r.key, r.token) }),
      ),
    );
    for (const c of connected) {
      if (!c.client) throw new Error(`a subscriber was refused: ${c.refused}`);
      clients.push(c.client);
      c.client.on('message', (t, payload, packet) => {
        if (t !== topic || packet.retain || payload.subarray(0, 9).toString() !== '{"bench":') return;
        if (++received === subscribers * messages) allReceived();
      });
    }
  }
  await Promise.all(clients.map((c) => c.subscribeAsync(streamTopicAll(VINS.evSedan))));
  measure('connected');
  const started = performance.now();
  for (let i = 0; i < messages; i++)
    r.sandbox.stream.broker.publish(topic, Buffer.from(`{"bench":${i},"body":${r.body}}`));
  await done;
  const seconds = (performance.now() - started) / 1000;
  measure('burst');
  await Promise.all(clients.splice(0).map((c) => c.endAsync(true)));
  while (r.sandbox.stream.broker.connections > 0) await new Promise((resolve) => setImmediate(resolve));
  return { received, seconds };
}

export async function streamBench(heap: () => number): Promise<boolean> {
  const sandbox = await startSandbox({
    apiPort: 0,
    authPort: 0,
    env: {},
    streamLimits: {
      connectionsPerSubject: SUBSCRIBERS,
      upgrades: { burst: SUBSCRIBERS, refillMs: 1 },
      failedConnects: { burst: SUBSCRIBERS, refillMs: 1 },
    },
  });
  const key = await dpopKey();
  const r: Round = {
    sandbox,
    key,
    token: await signIn(sandbox, 'owner@example.com', key),
    body: JSON.stringify(sandbox.simulator.status(VINS.evSedan)),
  };

  // A small round first, so the figures compare live data and not code loaded on first use.
  await round(r, 10, 10, () => undefined);
  const heaps: Record<string, number> = { before: heap() };
  const { received, seconds } = await round(r, SUBSCRIBERS, MESSAGES, (phase) => (heaps[phase] = heap()));
  heaps.after = heap();
  await sandbox.close();

  console.log(
    `\nMQTT stream: ${SUBSCRIBERS} subscribers on ${streamTopicAll(VINS.evSedan)} (MQTT.js clients in the same process), ${MESSAGES} messages of ${(r.body.length / 1024).toFixed(1)} KB`,
  );
  console.table([
    {
      deliveries: received,
      'messages/s delivered': Math.round(received / seconds),
      'heap before': mb(heaps.before!),
      [`heap, ${SUBSCRIBERS} connected`]: mb(heaps.connected!),
      'heap after the burst': mb(heaps.burst!),
      'heap, all disconnected': mb(heaps.after),
    },
  ]);
  figure(
    `MQTT broker, ${SUBSCRIBERS} subscribers`,
    `${Math.round(received / seconds).toLocaleString('en')} messages/s delivered (${MESSAGES} messages of ${(r.body.length / 1024).toFixed(1)} KB to each; ${received.toLocaleString('en')} deliveries)`,
  );
  return received === SUBSCRIBERS * MESSAGES;
}
