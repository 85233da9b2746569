import { lazy, Suspense } from 'react';
import { useApiPause } from '../lib/api/pause';

// The words and the countdown load with the first pause: most sessions never meet one.
const PauseMessage = lazy(() => import('./rate-limit-message'));

/** The rate-limit notice's status region once the pause's store has loaded (`rate-limit-notice.tsx`). */
export default function RateLimitPause() {
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
