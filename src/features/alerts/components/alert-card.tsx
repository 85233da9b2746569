import './alert-card.css';
import { memo, useId } from 'react';
import { Link } from 'react-router';
import type { Alert } from '../../../../contract';
import { Freshness } from '../../../components/freshness';
import { SignalValue } from '../../../components/signal-value';
import { paths } from '../../../config/paths';
import { SeverityBadge } from './severity-badge';
import { signalLabel } from '../../../lib/i18n/signal-texts';
import { useT } from '../../../lib/i18n';
import { alertAbout, alertDir, alertTitle, troubleCodeTitle } from '../../../lib/i18n/code-texts';

/** One alert: what it means, when, the signal values that raised it, and (given the car) the trouble code it cites. */
export const AlertCard = memo(function AlertCard({
  alert,
  headingLevel = 3,
  vin,
}: {
  alert: Alert;
  headingLevel?: 3 | 4;
  vin?: string;
}) {
  const t = useT();
  const H = headingLevel === 3 ? 'h3' : 'h4';
  // The alert's own id may hold any character; an IDREF may not hold a space.
  const titleId = useId();
  const title = alertTitle(t, alert);
  const dir = alertDir(t, alert);
  // A code's own words where they say more than the alert's title (which tyre).
  const codeTitle = alert.troubleCode && troubleCodeTitle(t, alert.troubleCode);
  return (
    <article className={`card alert-card alert-card--${alert.severity}`} aria-labelledby={titleId}>
      <div className="alert-card__main">
        <div className="alert-card__head">
          <SeverityBadge severity={alert.severity} />
          <span className="badge">{t(alert.active ? 'alerts.active' : 'alerts.cleared')}</span>
          <code className="muted">{alert.code}</code>
        </div>
        <H id={titleId} dir={dir}>
          {title}
        </H>
        <p dir={dir}>{alertAbout(t, alert)}</p>
        {codeTitle && codeTitle !== title && <p>{codeTitle}</p>}
        {vin && alert.troubleCode && (
          <p>
            <Link to={paths.vehicleDiagnostics(vin, alert.troubleCode)}>
              {t.rich('alerts.troubleCodeLink', { code: alert.troubleCode, bdi: (c) => <bdi>{c}</bdi> })}
            </Link>
          </p>
        )}
        <p className="muted">
          {t('alerts.raised')} <Freshness timestamp={alert.raisedAt} staleAfterMs={Number.POSITIVE_INFINITY} />
          {alert.clearedAt && (
            <>
              {' · '}
              {t('alerts.clearedAt')} <Freshness timestamp={alert.clearedAt} staleAfterMs={Number.POSITIVE_INFINITY} />
            </>
          )}
        </p>
      </div>
      {alert.signals.length > 0 && (
        <div className="alert-card__evidence">
          <p className="alert-card__evidence-title">{t('alerts.evidence', { count: alert.signals.length })}</p>
          <table>
            <caption className="visually-hidden">
              {t.rich('alerts.evidence.caption', { title, bdi: (c) => <bdi>{c}</bdi> })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('signals.signal')}</th>
                <th scope="col">{t('signals.value')}</th>
              </tr>
            </thead>
            <tbody>
              {alert.signals.map((s) => (
                <tr key={s.name}>
                  <th scope="row" className="signal-name">
                    {signalLabel(t, s.name)}
                  </th>
                  <td>
                    <SignalValue signal={s} staleAfterMs={Number.POSITIVE_INFINITY} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
});
