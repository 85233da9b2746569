import { useId, type ReactNode } from 'react';
import type { TroubleCode } from '../../../../contract/diagnostics';
import { Freshness } from '../../../components/freshness';
import { Icon } from '../../../components/icon';
import { codeAnchor, SERIOUSNESS, STATUSES } from '../model';
import { FreezeFrame } from './freeze-frame';

const NEVER_STALE = Number.POSITIVE_INFINITY;
const ICON = { critical: 'critical', warning: 'warning', info: 'info' } as const;

/** One trouble code: what it means and what to do, how serious, since when and how often, and its freeze frame. */
export function TroubleCodeCard({ code }: { code: TroubleCode }) {
  const titleId = useId();
  const status = STATUSES[code.status];
  const serious = SERIOUSNESS[code.severity];
  const facts: [string, ReactNode][] = [
    ['First seen', <Freshness timestamp={code.firstSeen} staleAfterMs={NEVER_STALE} />],
    ['Last seen', <Freshness timestamp={code.lastSeen} staleAfterMs={NEVER_STALE} />],
    ['How often', code.occurrences === 1 ? 'once' : `${code.occurrences} times`],
    ['Control unit', <bdi>{code.ecu}</bdi>],
  ];
  return (
    <article
      id={codeAnchor(code.code)}
      tabIndex={-1}
      className={`card trouble-code trouble-code--${status?.cleared ? 'cleared' : 'present'}`}
      aria-labelledby={titleId}
    >
      <div className="trouble-code__head">
        <h4 id={titleId}>
          <code>
            <bdi>{code.code}</bdi>
          </code>
        </h4>
        <span className={`badge severity--${code.severity}`}>
          <Icon name={ICON[code.severity as keyof typeof ICON] ?? 'info'} />
          {serious?.label ?? code.severity}
        </span>
        <span className="badge">{status?.label ?? code.status}</span>
      </div>
      <p dir="auto">{code.description}</p>
      <p>
        <strong>What to do:</strong> {serious?.todo ?? 'Have it checked at a workshop.'}
        {status && <span className="muted"> {status.means}</span>}
      </p>
      <dl className="trouble-code__facts">
        {facts.map(([term, detail]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
      </dl>
      <FreezeFrame code={code.code} signals={code.freezeFrame} />
    </article>
  );
}
