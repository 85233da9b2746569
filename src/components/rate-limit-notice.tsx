import './rate-limit-notice.css';
import { useEffect, useState } from 'react';
import { useApiPause } from '../lib/api/pause';

/** Whole seconds left until `until`, ticking once a second (mounted afresh for each pause). */
function Countdown({ until }: { until: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <span role="timer" aria-live="off" aria-atomic="true">
      {Math.max(0, Math.ceil((until - now) / 1000))} s
    </span>
  );
}

/**
 * The one notice for a 429: every request to the service waits until its Retry-After has passed. The region is
 * announced when the pause starts and ends; the countdown is a timer, read on demand rather than every second.
 */
export function RateLimitNotice() {
  const pause = useApiPause();
  return (
    <div role="status" className="rate-limit-notice" hidden={!pause}>
      {pause && (
        <>
          <strong>The service asked the dashboard to slow down.</strong> Requests to it are paused and resume by
          themselves in <Countdown key={pause.until} until={pause.until} />. Nothing you entered is lost.
        </>
      )}
    </div>
  );
}
