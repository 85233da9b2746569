import './live-indicator.css';
import { useUnits } from '../stores/units-preference';
import { formatDateTime } from '../utils/time';

export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'unavailable' | 'paused' | 'offline';

type Props = { state: LiveState; lastMessageAt?: number; pollSeconds: number };

const LABELS: Record<LiveState, string> = {
  connecting: 'Connecting to live data…',
  live: 'Live',
  reconnecting: 'Reconnecting to live data…',
  unavailable: 'Live data unavailable',
  paused: 'Live updates paused',
  offline: 'Offline',
};

/**
 * The stream's state in the vehicle header. Only the state sits in the polite status region, so screen readers hear
 * a change of state, not every message; the time of the last message and the fallback are read on demand.
 */
export function LiveIndicator({ state, lastMessageAt, pollSeconds }: Props) {
  const { clock } = useUnits();
  const detail =
    state === 'live' && lastMessageAt !== undefined
      ? `last update ${formatDateTime(lastMessageAt, clock)}`
      : state === 'unavailable'
        ? `refreshing every ${pollSeconds} s`
        : state === 'paused'
          ? 'while this tab is hidden'
          : undefined;
  return (
    <span className={`live live--${state}`} data-state={state}>
      <span className="live__dot" aria-hidden="true" />
      <span role="status" className="live__state">
        {LABELS[state]}
      </span>
      {detail && <span className="live__detail"> · {detail}</span>}
    </span>
  );
}
