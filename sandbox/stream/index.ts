import type { Server } from 'node:http';
import { STREAM_PATH } from '../../contract/stream';
import { normaliseHtu, type Authenticator } from '../api/seam';
import type { Simulator } from '../sim/types';
import type { SupportStores } from '../support';
import { createBroker, type DisconnectSelector } from './broker';
import { DEFAULT_LIMITS, type StreamLimits } from './limits';
import { startPublisher } from './publisher';
import { attachWebSocket } from './websocket';

export type { DisconnectSelector } from './broker';
export { DEFAULT_LIMITS, type StreamLimits } from './limits';

/** The broker URL for a data API URL: same host and port, `ws`/`wss`, path `/mqtt` (DESIGN §2). */
export function brokerUrlFor(apiUrl: string): string {
  const url = new URL(STREAM_PATH, apiUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return normaliseHtu(url.href)!;
}

export type StreamOptions = {
  simulator: Simulator;
  /** The data API's external URL; the broker's URL (and every proof's `htu`) derives from it. */
  apiUrl: string;
  dashboardOrigin: string;
  /** The clock tokens are verified on (token expiry closes connections). */
  now: () => number;
  /** The sandbox's support grants and access record, shared with the API. */
  support: SupportStores;
  limits?: Partial<StreamLimits>;
  /** How often the simulator's topics are rendered and compared (ms, default 1000). */
  tickMs?: number;
  onError?: (err: unknown) => void;
};

/**
 * The sandbox's MQTT stream: the broker, the simulator publishing into it, and — once `attach` is called with the
 * data API's server and authenticator — MQTT over WebSocket at `ws(s)://{api host}/mqtt`.
 */
export async function createStream(o: StreamOptions) {
  const limits = { ...DEFAULT_LIMITS, ...o.limits };
  const brokerUrl = brokerUrlFor(o.apiUrl);
  const broker = await createBroker({ brokerUrl, limits, now: o.now, support: o.support });
  const publisher = startPublisher({
    simulator: o.simulator,
    publish: broker.publish,
    intervalMs: o.tickMs ?? 1000,
    onError: o.onError ?? ((err) => console.error('stream publisher:', err)),
  });
  let socket: ReturnType<typeof attachWebSocket> | undefined;

  return {
    brokerUrl,
    limits,
    broker,
    /** Starts accepting connections on the API's server, verifying CONNECTs with the API's authenticator. */
    attach(server: Server, authenticator: Authenticator) {
      broker.attach(authenticator);
      socket = attachWebSocket({ server, broker, allowedOrigin: o.dashboardOrigin, limits });
    },
    /** Renders and publishes what changed now, without waiting for the next tick. */
    tick: publisher.tick,
    disconnect: (selector?: DisconnectSelector) => broker.disconnect(selector),
    async close() {
      publisher.stop();
      socket?.close();
      await broker.close();
    },
  };
}

export type Stream = Awaited<ReturnType<typeof createStream>>;
