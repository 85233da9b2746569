import './rate-limit-notice.css';
import { useEffect, useState } from 'react';

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

/** The text of the rate-limit notice (`rate-limit-notice.tsx`), with a live countdown. */
export default function RateLimitMessage({ until }: { until: number }) {
  return (
    <>
      <strong>The service asked the dashboard to slow down.</strong> Requests to it are paused and resume by themselves
      in <Countdown key={until} until={until} />. Nothing you entered is lost.
    </>
  );
}
