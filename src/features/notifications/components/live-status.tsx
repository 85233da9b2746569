import { LiveIndicator } from '../../../components/live-indicator';
import { useStreamStatus } from '../../../lib/stream/vehicle-stream';

/**
 * Whether the notifications' live updates are connected: the tab's stream, which the notifications host holds for the
 * cars with a notification on (nothing shows while none is on). Events come only through it, and nothing refetches
 * while it is unavailable, so no polling interval is named. Its own component: it renders again with every message.
 */
export function NotificationsLiveStatus() {
  const stream = useStreamStatus();
  if (stream.state === 'off') return null;
  return (
    <p>
      <LiveIndicator state={stream.state} lastMessageAt={stream.lastMessageAt} />
    </p>
  );
}
