import './rate-limit-notice.css';
import { useEffect, useState } from 'react';
import { useT } from '../lib/i18n';
import { useFormat } from '../lib/i18n/format';

/** Whole seconds left until `until`, ticking once a second (mounted afresh for each pause). */
function Countdown({ until }: { until: number }) {
  const f = useFormat();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <span role="timer" aria-live="off" aria-atomic="true">
      {f.unit(Math.max(0, Math.ceil((until - now) / 1000)), 'second', { unitDisplay: 'short' })}
    </span>
  );
}

/** The text of the rate-limit notice (`rate-limit-notice.tsx`), with a live countdown. */
export default function RateLimitMessage({ until }: { until: number }) {
  const t = useT();
  return t.rich('rateLimit.message', {
    strong: (c) => <strong>{c}</strong>,
    countdown: <Countdown key={until} until={until} />,
  });
}
