import { onlineManager } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { streamTopicAll } from '../../../contract/stream';
import { queryClient } from '../query-client';
import { vehicleKeys } from '../query-keys';
import { whenIdle } from '../../utils/when-idle';
import type { StreamConnection, StreamStatus } from './connection';

/**
 * One stream per tab, shared by everything that wants live data: the car on screen, every car of the garage's
 * overview, the notifications. Each holder names its cars; the connection subscribes the union of them
 * (`vehicles/{vin}/#` each). The MQTT client and the connection load in their own chunk, only when some car can stream
 * and the config names a broker. The connection pauses while the tab is hidden, unless a holder asked to keep it
 * (the notifications, in one tab only).
 */
export type VehicleStreamStatus = StreamStatus | { state: 'off' };

type Holder = { vins: readonly string[]; background: boolean };

const OFF: VehicleStreamStatus = { state: 'off' };
/** The longest the stream waits for the browser to be idle after a view asked for it. */
export const STREAM_IDLE_TIMEOUT_MS = 1_000;
const holders = new Set<Holder>();
let hub: { connection?: StreamConnection; stop: () => void } | undefined;
let status: VehicleStreamStatus = OFF;
const listeners = new Set<() => void>();

function publish(next: VehicleStreamStatus) {
  status = next;
  for (const listener of listeners) listener();
}

const pageVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';
const visible = () => pageVisible() || [...holders].some((h) => h.background);

/** The topics every holder together asks for, each car once, in a stable order. */
export function wantedTopics(all: Iterable<{ vins: readonly string[] }>): string[] {
  const vins = new Set<string>();
  for (const holder of all) for (const vin of holder.vins) vins.add(vin);
  return [...vins].sort().map(streamTopicAll);
}

function open() {
  let stopped = false;
  const cleanups: (() => void)[] = [];
  const entry = {
    connection: undefined as StreamConnection | undefined,
    stop: () => {
      stopped = true;
      entry.connection?.stop();
      for (const cleanup of cleanups) cleanup();
    },
  };
  publish({ state: onlineManager.isOnline() ? 'connecting' : 'offline' });
  const connect = () =>
    import('./live-stream').then(
      ({ createTopicStream }) => {
        if (stopped) return;
        const connection = createTopicStream(wantedTopics(holders), (s) => {
          if (hub === entry) publish(s);
        });
        entry.connection = connection;
        const onVisibility = () => connection.setVisible(visible());
        document.addEventListener('visibilitychange', onVisibility);
        cleanups.push(() => document.removeEventListener('visibilitychange', onVisibility));
        cleanups.push(onlineManager.subscribe((online) => connection.setOnline(online)));
        connection.start(onlineManager.isOnline(), visible());
      },
      () => {
        if (!stopped && hub === entry) publish({ state: 'unavailable' });
      },
    );
  // The session (its chunk, the token's DPoP proof, the broker's handshake, the retained messages' burst) waits until
  // the page that asked for it has rendered and the browser is idle, so none of it lands in the page's first tasks.
  cleanups.push(whenIdle(() => void connect(), STREAM_IDLE_TIMEOUT_MS));
  return entry;
}

function changed() {
  if (holders.size === 0) {
    hub?.stop();
    hub = undefined;
    publish(OFF);
    return;
  }
  hub ??= open();
  hub.connection?.setTopics(wantedTopics(holders));
  hub.connection?.setVisible(visible());
}

/** Streams `vins` until the returned release is called. */
export function holdStream(vins: readonly string[], options: { background?: boolean } = {}): () => void {
  const holder: Holder = { vins: [...vins], background: options.background === true };
  holders.add(holder);
  changed();
  return () => {
    holders.delete(holder);
    // Let a remount (StrictMode, a route change) take the same connection up again before it closes.
    queueMicrotask(changed);
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The status of the tab's stream, whoever holds it ("off" while nothing holds it), without holding it. */
export function useStreamStatus(): VehicleStreamStatus {
  return useSyncExternalStore(subscribe, () => status);
}

/** Streams `vins` while mounted; the status of the tab's stream ("off" when nothing here streams). */
export function useVehiclesStream(vins: readonly string[]): VehicleStreamStatus {
  const key = vins.join(',');
  useEffect(() => (key ? holdStream(key.split(',')) : undefined), [key]);
  const current = useStreamStatus();
  return key ? current : OFF;
}

/** Streams `vin` while mounted and `enabled`; the status of the tab's stream ("off" when not streaming it). */
export function useVehicleStream(vin: string, enabled: boolean): VehicleStreamStatus {
  return useVehiclesStream(enabled ? [vin] : []);
}

/** While the stream is unavailable, the views of these cars refetch over REST every `seconds` (what is on screen only). */
export function useFallbackPolling(vins: string | readonly string[], polling: boolean, seconds: number): void {
  const key = typeof vins === 'string' ? vins : vins.join(',');
  useEffect(() => {
    if (!polling || !key) return;
    const timer = setInterval(() => {
      for (const vin of key.split(','))
        void queryClient.refetchQueries({ queryKey: vehicleKeys.detail(vin), type: 'active' });
    }, seconds * 1000);
    return () => clearInterval(timer);
  }, [key, polling, seconds]);
}
