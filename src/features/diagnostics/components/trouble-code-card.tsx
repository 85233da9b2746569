import { useId, type ReactNode } from 'react';
import type { TroubleCode } from '../../../../contract/diagnostics';
import { Freshness } from '../../../components/freshness';
import { Icon } from '../../../components/icon';
import { CLEARED, codeAnchor } from '../model';
import { FreezeFrame } from './freeze-frame';
import { useT } from '../../../lib/i18n';
import { knowsTroubleCode, troubleCodeAbout, troubleCodeDir, troubleCodeTitle } from '../../../lib/i18n/code-texts';

const NEVER_STALE = Number.POSITIVE_INFINITY;
const ICON = { critical: 'critical', warning: 'warning', info: 'info' } as const;

/** One trouble code: what it means and what to do, how serious, since when and how often, and its freeze frame. */
export function TroubleCodeCard({ code }: { code: TroubleCode }) {
  const t = useT();
  const titleId = useId();
  const cleared = CLEARED[code.status];
  const title = troubleCodeTitle(t, code.code);
  const known = knowsTroubleCode(t, code.code);
  const facts: [string, ReactNode][] = [
    [t('diagnostics.firstSeen'), <Freshness timestamp={code.firstSeen} staleAfterMs={NEVER_STALE} />],
    [t('diagnostics.lastSeen'), <Freshness timestamp={code.lastSeen} staleAfterMs={NEVER_STALE} />],
    [t('diagnostics.howOften'), t('diagnostics.times', { count: code.occurrences })],
    [t('diagnostics.ecu'), <bdi>{code.ecu}</bdi>],
  ];
  return (
    <article
      id={codeAnchor(code.code)}
      tabIndex={-1}
      className={`card trouble-code trouble-code--${cleared ? 'cleared' : 'present'}`}
      aria-labelledby={titleId}
    >
      <div className="trouble-code__head">
        <h4 id={titleId}>
          <code>
            <bdi>{code.code}</bdi>
          </code>
          {title && <span className="trouble-code__title">{t('diagnostics.codeTitle', { title })}</span>}
        </h4>
        <span className={`badge severity--${code.severity}`}>
          <Icon name={ICON[code.severity as keyof typeof ICON] ?? 'info'} />
          {t('diagnostics.severity', { severity: code.severity })}
        </span>
        <span className="badge">{t('diagnostics.status', { status: code.status })}</span>
      </div>
      <p dir={troubleCodeDir(t, code.code)}>{troubleCodeAbout(t, code)}</p>
      {/* A known code's words say what to do; the severity's general advice stands in for an unknown one. */}
      {(!known || cleared !== undefined) && (
        <p>
          {!known && (
            <>
              <strong>{t('diagnostics.todo')}</strong>{' '}
              {t('diagnostics.todo.severity', { severity: code.severity })}{' '}
            </>
          )}
          {cleared !== undefined && (
            <span className="muted">{t('diagnostics.status.means', { status: code.status })}</span>
          )}
        </p>
      )}
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
