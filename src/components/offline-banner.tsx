import './offline-banner.css';
import { useOnline } from '../lib/online';

/** Says when the browser is offline or the service gives no answer at all: the values on screen are then the last ones received (persisted cache). */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" className="offline-banner" hidden={online}>
      {!online && (
        <>
          <strong>You are offline</strong>, or the service cannot be reached. The values shown are the last ones
          received; they update when the connection is back.
        </>
      )}
    </div>
  );
}
