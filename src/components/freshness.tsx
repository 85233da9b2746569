import './freshness.css';
import { useOnline } from '../lib/online';
import { useUnits } from '../stores/units-preference';
import { formatAge, formatDateTime, isLive, isStale } from '../utils/time';
import { useNow } from './use-now';

type Props = { timestamp: string; staleAfterMs?: number };

/** "live" (under a minute old) or "3 min ago", with the absolute time in a keyboard-reachable tooltip; "last known" when stale or offline. */
export function Freshness({ timestamp, staleAfterMs }: Props) {
  const now = useNow();
  const { clock } = useUnits();
  const online = useOnline();
  const absolute = formatDateTime(timestamp, clock);
  const tag = online ? (isStale(timestamp, now, staleAfterMs) ? 'last known' : undefined) : 'offline, last known';
  const stale = tag !== undefined;
  const live = !stale && isLive(timestamp, now);
  const age = live ? 'live' : formatAge(timestamp, now);
  return (
    <span className={stale ? 'freshness freshness--stale' : live ? 'freshness freshness--live' : 'freshness'}>
      <time
        dateTime={timestamp}
        title={absolute}
        tabIndex={0}
        aria-label={`${age}, ${absolute}${stale ? `, ${tag} value` : ''}`}
      >
        {age}
      </time>
      {stale && <span className="freshness__tag"> · {tag}</span>}
      <span className="tooltip" aria-hidden="true">
        {absolute}
      </span>
    </span>
  );
}
