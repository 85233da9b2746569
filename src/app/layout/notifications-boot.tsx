import { lazy, Suspense } from 'react';

/**
 * Loads the notifications host (engine, rules, store, stream) in a second step: the first route then carries only this
 * small chunk's name, not the host's list of chunks to preload. Notifications start a moment after the page is up.
 */
const NotificationsHost = lazy(() => import('./notifications-host'));

export default function NotificationsBoot() {
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}
