const ICONS: Record<string, string> = { critical: '⛔', warning: '⚠', info: 'ℹ' };
const LABELS: Record<string, string> = { critical: 'Critical', warning: 'Warning', info: 'Info' };

/** Severity as icon and word (never colour alone). Unknown severities are shown as sent. */
export function SeverityBadge({ severity }: { severity: string }) {
  return (
    <span className={`badge severity--${severity}`}>
      <span aria-hidden="true">{ICONS[severity] ?? '•'}</span>
      {LABELS[severity] ?? severity}
    </span>
  );
}
