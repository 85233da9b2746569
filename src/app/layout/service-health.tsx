import { useEffect } from 'react';
import { useHealth } from '../../features/catalog/api/get-health';
import { HealthStatus } from '../../features/catalog/components/health-status';
import { registerServiceWorker } from '../service-worker';

/**
 * The footer's line on the service's health: loaded after the shell's first render (it stays off the first route).
 * Every page loads it then, once the browser is idle, so it is also where the service worker is registered (at the
 * next idle moment), off the app's start.
 */
export default function ServiceHealth() {
  const health = useHealth();
  useEffect(() => registerServiceWorker(), []);
  return (
    <HealthStatus
      status={health.data?.status}
      failed={health.isError}
      checking={health.isFetching}
      checkedAt={health.dataUpdatedAt}
    />
  );
}
