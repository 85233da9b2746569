import { lazy, Suspense } from 'react';

// The pause's store (src/lib/api/pause.ts, with the API client's chunk) loads after the first render, with the words
// and the countdown loaded at the first pause: most sessions never meet one, and the first route stays smaller.
const PauseNotice = lazy(() => import('./rate-limit-pause'));

/**
 * The one notice for a 429: every request to the service waits until its Retry-After has passed. The status region
 * is always there (empty and hidden until the store has loaded), so the message is announced when a pause starts.
 */
export function RateLimitNotice() {
  return (
    <Suspense fallback={<div role="status" className="rate-limit-notice" hidden />}>
      <PauseNotice />
    </Suspense>
  );
}
