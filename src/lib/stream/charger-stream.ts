import { onlineManager } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { chargerTopic } from '../../../contract/charger-stream';
import { getConfig } from '../../config/runtime';
import type { VehicleStreamStatus } from './vehicle-stream';

const visible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * Streams `chargers/{chargerId}` while mounted (the charger's view): its own connection, loaded in the stream's chunk
 * like a car's, paused while the tab is hidden or offline. Returns the connection's status ("off" without a broker).
 */
export function useChargerStream(chargerId: string, enabled: boolean): VehicleStreamStatus {
  const on = enabled && !!getConfig().mqttUrl;
  const [reported, setReported] = useState<{ chargerId: string; status: VehicleStreamStatus } | null>(null);
  useEffect(() => {
    if (!on) return;
    let stopped = false;
    const cleanups: (() => void)[] = [];
    const setStatus = (status: VehicleStreamStatus) => !stopped && setReported({ chargerId, status });
    void import('./live-stream').then(
      ({ createTopicStream }) => {
        if (stopped) return;
        const connection = createTopicStream([chargerTopic(chargerId)], setStatus);
        const onVisibility = () => connection.setVisible(visible());
        document.addEventListener('visibilitychange', onVisibility);
        cleanups.push(() => document.removeEventListener('visibilitychange', onVisibility));
        cleanups.push(onlineManager.subscribe((online) => connection.setOnline(online)));
        cleanups.push(() => connection.stop());
        connection.start(onlineManager.isOnline(), visible());
      },
      () => setStatus({ state: 'unavailable' }),
    );
    return () => {
      stopped = true;
      for (const cleanup of cleanups) cleanup();
    };
  }, [chargerId, on]);
  if (!on) return { state: 'off' };
  if (reported?.chargerId === chargerId) return reported.status;
  return { state: onlineManager.isOnline() ? 'connecting' : 'offline' };
}
