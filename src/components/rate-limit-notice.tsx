import { lazy, Suspense } from 'react';
import { useApiPause } from '../lib/api/pause';

// The words and the countdown load with the first pause: most sessions never meet one.
const PauseMessage = lazy(() => import('./rate-limit-message'));

/**
 * The one notice for a 429: every request to the service waits until its Retry-After has passed. The status region
 * is always there, so the message is announced when a pause starts; the countdown inside is read on demand.
 */
export function RateLimitNotice() {
  const pause = useApiPause();
  return (
    <div role="status" className="rate-limit-notice" hidden={!pause}>
      {pause && (
        <Suspense fallback={null}>
          <PauseMessage until={pause.until} />
        </Suspense>
      )}
    </div>
  );
}
