import { Icon, type IconName } from '../../../components/icon';

const ICONS: Record<string, IconName> = { critical: 'critical', warning: 'warning', info: 'info' };
const LABELS: Record<string, string> = { critical: 'Critical', warning: 'Warning', info: 'Info' };

/** Severity as icon and word (never colour alone). Unknown severities are shown as sent. */
export function SeverityBadge({ severity }: { severity: string }) {
  return (
    <span className={`badge severity--${severity}`}>
      <Icon name={ICONS[severity] ?? 'info'} />
      {LABELS[severity] ?? severity}
    </span>
  );
}
