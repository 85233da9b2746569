import './session-details-panel.css';
import type { LoggedRequest } from '../../../lib/api/request-log';
import { CopyButton } from './copy-button';
import { useT } from '../../../lib/i18n';

export type SessionDetail = { label: string; value: string };
type Props = { items: SessionDetail[]; requests: readonly LoggedRequest[] };

const requestLine = (r: LoggedRequest) =>
  `${new Date(r.at).toISOString()} ${r.method} ${r.path} → ${r.status || 'no response'} (${r.durationMs} ms)${r.correlationId ? ` correlation ${r.correlationId}` : ''}`;

/** What an agent hands to the service's operators: each item copyable, and all of it at once. */
export function SessionDetailsPanel({ items, requests }: Props) {
  const t = useT();
  const errors = requests.filter((r) => r.status === 0 || r.status >= 400);
  const all = [
    ...items.map((i) => `${i.label}: ${i.value}`),
    `${t('session.lastRequests', { count: requests.length })}:`,
    ...requests.map(requestLine),
  ].join('\n');
  return (
    <div className="session-details">
      <dl className="session-details__items">
        {items.map((i) => (
          <div key={i.label}>
            <dt>{i.label}</dt>
            <dd>
              <code>{i.value}</code> <CopyButton text={i.value} label={i.label.toLowerCase()} />
            </dd>
          </div>
        ))}
      </dl>
      <h3>{t('session.lastErrors', { count: errors.length })}</h3>
      {errors.length === 0 ? (
        <p>{t('session.noErrors')}</p>
      ) : (
        <ul aria-label={t('session.lastErrors.label')}>
          {errors.map((r) => (
            <li key={`${r.at}-${r.path}-${r.correlationId}`}>
              <code>{requestLine(r)}</code>
            </li>
          ))}
        </ul>
      )}
      <h3>{t('session.lastRequests', { count: requests.length })}</h3>
      <ul aria-label={t('session.lastRequests.label')}>
        {requests.map((r) => (
          <li key={`${r.at}-${r.path}-${r.correlationId}`}>
            <code>{requestLine(r)}</code>
            {r.correlationId && <CopyButton text={r.correlationId} label={t('session.correlationId')} />}
          </li>
        ))}
      </ul>
      <p>
        <CopyButton text={all} label={t('session.all')} />
      </p>
    </div>
  );
}
