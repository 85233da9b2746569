import './alert-card.css';
import { useId } from 'react';
import { Link } from 'react-router';
import type { Alert } from '../../../../contract';
import { Freshness } from '../../../components/freshness';
import { SignalValue } from '../../../components/signal-value';
import { paths } from '../../../config/paths';
import { SeverityBadge } from './severity-badge';

/** One alert: what it means, when, the signal values that raised it, and (given the car) the trouble code it cites. */
export function AlertCard({ alert, headingLevel = 3, vin }: { alert: Alert; headingLevel?: 3 | 4; vin?: string }) {
  const H = headingLevel === 3 ? 'h3' : 'h4';
  // The alert's own id may hold any character; an IDREF may not hold a space.
  const titleId = useId();
  return (
    <article className={`card alert-card alert-card--${alert.severity}`} aria-labelledby={titleId}>
      <div className="alert-card__main">
        <div className="alert-card__head">
          <SeverityBadge severity={alert.severity} />
          <span className="badge">{alert.active ? 'Active' : 'Cleared'}</span>
          <code className="muted">{alert.code}</code>
        </div>
        <H id={titleId} dir="auto">
          {alert.title}
        </H>
        <p dir="auto">{alert.description}</p>
        {vin && alert.troubleCode && (
          <p>
            <Link to={paths.vehicleDiagnostics(vin, alert.troubleCode)}>
              Trouble code <bdi>{alert.troubleCode}</bdi>: details and freeze frame
            </Link>
          </p>
        )}
        <p className="muted">
          Raised <Freshness timestamp={alert.raisedAt} staleAfterMs={Number.POSITIVE_INFINITY} />
          {alert.clearedAt && (
            <>
              {' · '}cleared <Freshness timestamp={alert.clearedAt} staleAfterMs={Number.POSITIVE_INFINITY} />
            </>
          )}
        </p>
      </div>
      {alert.signals.length > 0 && (
        <div className="alert-card__evidence">
          <p className="alert-card__evidence-title">
            Evidence: the signal {alert.signals.length === 1 ? 'value' : 'values'} that raised it
          </p>
          <table>
            <caption className="visually-hidden">
              Signal values that raised “<bdi>{alert.title}</bdi>”
            </caption>
            <thead>
              <tr>
                <th scope="col">Signal</th>
                <th scope="col">Value</th>
              </tr>
            </thead>
            <tbody>
              {alert.signals.map((s) => (
                <tr key={s.name}>
                  <th scope="row" className="signal-name">
                    {s.name.replace(/^Vehicle\./, '')}
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
}
