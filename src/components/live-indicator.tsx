import './live-indicator.css';
import { useUnits } from '../stores/units-preference';
import { formatDateTime } from '../utils/time';
import { useT, type MessageKey } from '../lib/i18n';

export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'unavailable' | 'paused' | 'offline';

/** `pollSeconds`: how often the views refetch while the stream is unavailable; none where nothing refetches. */
type Props = { state: LiveState; lastMessageAt?: number; pollSeconds?: number };

const LABELS: Record<LiveState, MessageKey> = {
  connecting: 'live.connecting',
  live: 'live.live',
  reconnecting: 'live.reconnecting',
  unavailable: 'live.unavailable',
  paused: 'live.paused',
  offline: 'live.offline',
};

/**
 * The stream's state in the vehicle header (and the charger's, the notifications'). Only the state sits in the polite
 * status region, so screen readers hear a change of state, not every message; the time of the last message and the
 * fallback are read on demand.
 */
export function LiveIndicator({ state, lastMessageAt, pollSeconds }: Props) {
  const t = useT();
  const { clock } = useUnits();
  const detail =
    state === 'live' && lastMessageAt !== undefined
      ? t('live.lastUpdate', { time: formatDateTime(lastMessageAt, clock, t.locale) })
      : state === 'unavailable' && pollSeconds !== undefined
        ? t('live.polling', { seconds: pollSeconds })
        : state === 'paused'
          ? t('live.hidden')
          : undefined;
  return (
    <span className={`live live--${state}`} data-state={state}>
      <span className="live__dot" aria-hidden="true" />
      <span role="status" className="live__state">
        {t(LABELS[state])}
      </span>
      {detail && <span className="live__detail"> · {detail}</span>}
    </span>
  );
}
