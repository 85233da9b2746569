import './health-status.css';
import { Icon } from '../../../components/icon';
import { useOnline } from '../../../lib/online';
import { useUnits } from '../../../stores/units-preference';
import { formatDateTime } from '../../../utils/time';
import { useT } from '../../../lib/i18n';

type Props = {
  status?: string;
  failed: boolean;
  checking: boolean;
  /** When the answer shown was received (React Query's dataUpdatedAt; 0 = never). */
  checkedAt?: number;
};

/** Footer line: is the service up? Text and symbol, not colour alone. Offline, a cached "up" would be a guess. */
export function HealthStatus({ status, failed, checking, checkedAt = 0 }: Props) {
  const t = useT();
  const online = useOnline();
  const { clock } = useUnits();
  if (!online) {
    const last = checkedAt > 0 ? formatDateTime(checkedAt, clock, t.locale) : t('health.never');
    return (
      <p className="health health--offline" role="status">
        <Icon name="warning" /> {t('health.offline', { checkedAt: last })}
      </p>
    );
  }
  const up = !failed && status === 'UP';
  const text = failed
    ? t('health.unreachable')
    : status === undefined
      ? t(checking ? 'health.checking' : 'health.unknown')
      : up
        ? t('health.up')
        : t('health.other', { status: status.toLowerCase() });
  return (
    <p className={`health ${up ? 'health--up' : failed || (status && !up) ? 'health--down' : ''}`} role="status">
      <Icon name={up ? 'check' : failed ? 'warning' : 'info'} /> {text}
    </p>
  );
}
