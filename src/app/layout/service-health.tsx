import { useHealth } from '../../features/catalog/api/get-health';
import { HealthStatus } from '../../features/catalog/components/health-status';

/** The footer's line on the service's health: loaded after the shell's first render (it stays off the first route). */
export default function ServiceHealth() {
  const health = useHealth();
  return (
    <HealthStatus
      status={health.data?.status}
      failed={health.isError}
      checking={health.isFetching}
      checkedAt={health.dataUpdatedAt}
    />
  );
}
