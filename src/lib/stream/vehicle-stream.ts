import { onlineManager } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { queryClient } from '../query-client';
import { vehicleKeys } from '../query-keys';
import type { StreamConnection, StreamStatus } from './connection';

/**
 * At most one stream per tab (a module-level singleton keyed by VIN): the car on screen. The MQTT client and the
 * connection load in their own chunk, only when a car can stream and the config names a broker.
 */
export type VehicleStreamStatus = StreamStatus | { state: 'off' };

const OFF: VehicleStreamStatus = { state: 'off' };
let active: { vin: string; users: number; connection?: StreamConnection; stop: () => void } | undefined;
let status: VehicleStreamStatus = OFF;
const listeners = new Set<() => void>();

function publish(next: VehicleStreamStatus) {
  status = next;
  for (const listener of listeners) listener();
}

const visible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

function open(vin: string) {
  let stopped = false;
  const cleanups: (() => void)[] = [];
  const entry = {
    vin,
    users: 0,
    connection: undefined as StreamConnection | undefined,
    stop: () => {
      stopped = true;
      entry.connection?.stop();
      for (const cleanup of cleanups) cleanup();
    },
  };
  publish({ state: onlineManager.isOnline() ? 'connecting' : 'offline' });
  void import('./live-stream').then(
    ({ createLiveStream }) => {
      if (stopped) return;
      const connection = createLiveStream(vin, (s) => {
        if (active === entry) publish(s);
      });
      entry.connection = connection;
      const onVisibility = () => connection.setVisible(visible());
      document.addEventListener('visibilitychange', onVisibility);
      cleanups.push(() => document.removeEventListener('visibilitychange', onVisibility));
      cleanups.push(onlineManager.subscribe((online) => connection.setOnline(online)));
      connection.start(onlineManager.isOnline(), visible());
    },
    () => {
      if (!stopped && active === entry) publish({ state: 'unavailable' });
    },
  );
  return entry;
}

function acquire(vin: string): () => void {
  if (active?.vin !== vin) {
    active?.stop();
    active = open(vin);
  }
  const entry = active;
  entry.users++;
  return () => {
    entry.users--;
    // Let a remount (StrictMode, a route change within the car) pick the same connection up again.
    queueMicrotask(() => {
      if (entry.users > 0 || active !== entry) return;
      entry.stop();
      active = undefined;
      publish(OFF);
    });
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Streams `vin` while mounted and `enabled`; the status of the tab's stream ("off" when none). */
export function useVehicleStream(vin: string, enabled: boolean): VehicleStreamStatus {
  useEffect(() => (enabled ? acquire(vin) : undefined), [vin, enabled]);
  const current = useSyncExternalStore(subscribe, () => status);
  return enabled && active?.vin === vin ? current : OFF;
}

/** While the car's stream is unavailable, its views refetch over REST every `seconds` (what is on screen only). */
export function useFallbackPolling(vin: string, polling: boolean, seconds: number): void {
  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(
      () => void queryClient.refetchQueries({ queryKey: vehicleKeys.detail(vin), type: 'active' }),
      seconds * 1000,
    );
    return () => clearInterval(timer);
  }, [vin, polling, seconds]);
}
