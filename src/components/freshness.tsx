import './freshness.css';
import { useOnline } from '../lib/online';
import { useUnits } from '../stores/units-preference';
import { formatAge, formatDateTime, isLive, isStale } from '../utils/time';
import { useNow } from './use-now';
import { useT } from '../lib/i18n';

type Props = { timestamp: string; staleAfterMs?: number };

/** "live" (under a minute old) or "3 min ago", with the absolute time in a keyboard-reachable tooltip; "last known" when stale or offline. */
export function Freshness({ timestamp, staleAfterMs }: Props) {
  const t = useT();
  const now = useNow();
  const { clock } = useUnits();
  const online = useOnline();
  const absolute = formatDateTime(timestamp, clock, t.locale);
  const tag = online
    ? isStale(timestamp, now, staleAfterMs)
      ? t('freshness.lastKnown')
      : undefined
    : t('freshness.offlineLastKnown');
  const stale = tag !== undefined;
  const live = !stale && isLive(timestamp, now);
  const age = live ? t('freshness.live') : formatAge(timestamp, now, t.locale);
  return (
    <span className={stale ? 'freshness freshness--stale' : live ? 'freshness freshness--live' : 'freshness'}>
      <time
        dateTime={timestamp}
        title={absolute}
        tabIndex={0}
        aria-label={t('freshness.label', { age, absolute, tag: tag ?? 'none' })}
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
