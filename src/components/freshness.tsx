import './freshness.css';
import { useUnits } from '../stores/units-preference';
import { formatAge, formatDateTime, isLive, isStale } from '../utils/time';
import { useNow } from './use-now';

type Props = { timestamp: string; staleAfterMs?: number };

/** "live" (under a minute old) or "3 min ago", with the absolute time in a keyboard-reachable tooltip; "last known" when stale. */
export function Freshness({ timestamp, staleAfterMs }: Props) {
  const now = useNow();
  const { clock } = useUnits();
  const absolute = formatDateTime(timestamp, clock);
  const stale = isStale(timestamp, now, staleAfterMs);
  const age = isLive(timestamp, now) ? 'live' : formatAge(timestamp, now);
  return (
    <span
      className={
        stale ? 'freshness freshness--stale' : isLive(timestamp, now) ? 'freshness freshness--live' : 'freshness'
      }
    >
      <time
        dateTime={timestamp}
        title={absolute}
        tabIndex={0}
        aria-label={`${age}, ${absolute}${stale ? ', last known value' : ''}`}
      >
        {age}
      </time>
      {stale && <span className="freshness__tag"> · last known</span>}
      <span className="tooltip" aria-hidden="true">
        {absolute}
      </span>
    </span>
  );
}
