import { Icon, type IconName } from '../../../components/icon';
import { useT } from '../../../lib/i18n';

const ICONS: Record<string, IconName> = { critical: 'critical', warning: 'warning', info: 'info' };

/** Severity as icon and word (never colour alone). Unknown severities are shown as sent. */
export function SeverityBadge({ severity }: { severity: string }) {
  const t = useT();
  return (
    <span className={`badge severity--${severity}`}>
      <Icon name={ICONS[severity] ?? 'info'} />
      {t('alerts.severity', { severity })}
    </span>
  );
}
