import './offline-banner.css';
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (cb: () => void) => onlineManager.subscribe(cb);

/** Says when the browser is offline: the values on screen are then the last ones received (persisted cache). */
export function OfflineBanner() {
  const online = useSyncExternalStore(
    subscribe,
    () => onlineManager.isOnline(),
    () => true,
  );
  return (
    <div role="status" className="offline-banner" hidden={online}>
      {!online &&
        'You are offline. The values shown are the last ones received; they update when the connection is back.'}
    </div>
  );
}
