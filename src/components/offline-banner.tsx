import './offline-banner.css';
import { useOnline } from '../lib/online';
import { useT } from '../lib/i18n';

/** Says when the browser is offline or the service gives no answer at all: the values on screen are then the last ones received (persisted cache). */
export function OfflineBanner() {
  const t = useT();
  const online = useOnline();
  return (
    <div role="status" className="offline-banner" hidden={online}>
      {!online && t.rich('offline.banner', { strong: (c) => <strong>{c}</strong> })}
    </div>
  );
}
