import './problem-alert.css';
import { useState } from 'react';
import { CONSENT_REASONS } from '../../contract/problem-constants';
import { ApiError } from '../lib/api/api-error';
import { useSession } from '../lib/auth/session';
import { isStaff } from '../lib/auth/staff';
import { useT, type MessageKey } from '../lib/i18n';

interface Props {
  error: unknown;
  onRetry?: () => void;
  /** What the section holds ("Location"), for the sentence that says it is not shared. */
  what?: string;
}

/** What happened, in the words of `problem.title`/`problem.todo` (an ICU select on this). */
type Kind = 'validation' | 'signIn' | 'notFound' | 'rateLimited' | 'server' | 'network' | 'other';

function kindOf(error: unknown): Kind {
  if (error instanceof ApiError) {
    const s = error.status;
    if (s === 0) return 'network';
    if (s === 400 || s === 422) return 'validation';
    if (s === 401) return 'signIn';
    if (s === 404) return 'notFound';
    if (s === 429) return 'rateLimited';
    return s >= 500 ? 'server' : 'other';
  }
  return error instanceof Error && error.name === 'SignInRequiredError' ? 'signIn' : 'other';
}

/** The service's own words, folded away (they are English), and the correlation id for support, always visible. */
function ServiceWords({ error }: { error: ApiError }) {
  const t = useT();
  return (
    <>
      {error.detail && (
        <details className="problem-alert__technical">
          <summary>{t('problem.said')}</summary>
          <p dir="auto">{error.detail}</p>
        </details>
      )}
      {error.correlationId && (
        <p className="problem-alert__correlation">
          {t('problem.correlationId')} <code>{error.correlationId}</code>
        </p>
      )}
    </>
  );
}

/**
 * A support agent's consent answers (`GRANT_REASONS`, and `not-shared` for staff) are facts about the customer's
 * choice, not errors: shown as status, no retry, in the user's words; the service's own (naming the case and when)
 * folded away.
 */
function GrantNotice({ error }: { error: ApiError }) {
  const t = useT();
  const reason = error.reason ?? '';
  const shared = reason === CONSENT_REASONS.notShared;
  const category = error.category ?? t('problem.grant.thisCategory');
  return (
    <div role="status" className="consent-notice">
      <p>
        <strong>{t(GRANT_TITLES[reason] ?? 'problem.grant.none')}</strong>
        {shared && <>: {category}</>}
      </p>
      {/* ICU select keys take no hyphen */}
      <p>{t('problem.grant.reason', { reason: reason.replaceAll('-', '_'), category })}</p>
      <ServiceWords error={error} />
    </div>
  );
}

/** A 403 that is not a support grant's answer: not a fault, the owner has not shared this (or the access ends here). */
function NotSharedNotice({ error, what }: { error: ApiError; what?: string }) {
  const t = useT();
  return (
    <div className="consent-notice" role="status">
      <p>
        <strong>{what ? t('problem.notShared', { what }) : t('problem.notShared.this')}</strong>
      </p>
      <p>{t('problem.notShared.detail')}</p>
      <p className="muted">{t('problem.notShared.todo')}</p>
      <ServiceWords error={error} />
    </div>
  );
}

/** Reasons only a support grant gives; `not-shared` is also an owner's own withheld category. */
const GRANT_REASONS: readonly string[] = [
  CONSENT_REASONS.noGrant,
  CONSENT_REASONS.grantRevoked,
  CONSENT_REASONS.grantExpired,
  CONSENT_REASONS.recordFull,
];
const GRANT_TITLES: Record<string, MessageKey> = {
  [CONSENT_REASONS.notShared]: 'problem.grant.notShared',
  [CONSENT_REASONS.recordFull]: 'problem.grant.paused',
};

/**
 * Every error the dashboard shows, in one place: what happened and what to do in the user's language, the service's
 * own words (problem details, violations) in a disclosure, the correlation id always visible; a 403 as a notice
 * (a support grant's answer for an agent, "not shared with you" for anyone else), never as a fault.
 */
export function ProblemAlert({ error, onRetry, what }: Props) {
  const staff = isStaff(useSession());
  if (error instanceof ApiError && error.status === 403) {
    const reason = error.reason ?? '';
    if (GRANT_REASONS.includes(reason) || (staff && reason === CONSENT_REASONS.notShared)) {
      return <GrantNotice error={error} />;
    }
    return <NotSharedNotice error={error} what={what} />;
  }
  return <Problem error={error} onRetry={onRetry} />;
}

function Problem({ error, onRetry }: Props) {
  const t = useT();
  const kind = kindOf(error);
  const api = error instanceof ApiError ? error : undefined;
  const said = api?.title ?? (error instanceof Error ? error.message : typeof error === 'string' ? error : '');
  const detail = api ? api.detail : undefined;
  const violations = api?.violations ?? [];
  const correlationId = api?.correlationId;
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    if (!correlationId) return;
    try {
      await navigator.clipboard.writeText(correlationId);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div role="alert" className="problem-alert">
      <p className="problem-alert__title">
        <strong>{t('problem.title', { kind })}</strong>
      </p>
      <p>{t('problem.todo', { kind })}</p>
      {said && (
        <details className="problem-alert__technical">
          <summary>{t('problem.said')}</summary>
          <p>
            {said}
            {api?.status ? (
              <span className="problem-alert__status"> ({t('problem.http', { status: api.status })})</span>
            ) : null}
            {detail && <>: {detail}</>}
          </p>
          {violations.length > 0 && (
            <ul aria-label={t('problem.violations')}>
              {violations.map((v) => (
                <li key={`${v.field}:${v.rejectedValue}:${v.message}`}>
                  <code>{v.field}</code>: {v.message}
                  {v.rejectedValue !== '' && <> ({t('problem.rejected', { value: v.rejectedValue })})</>}
                </li>
              ))}
            </ul>
          )}
        </details>
      )}
      {correlationId && (
        <p className="problem-alert__correlation">
          {t('problem.correlationId')} <code>{correlationId}</code>{' '}
          <button type="button" onClick={() => void copy()}>
            {t('problem.copy')}
          </button>
          <span aria-live="polite">{copied ? ` ${t('problem.copied')}` : ''}</span>
        </p>
      )}
      {kind === 'signIn' && (
        <p>
          <a href={`/sign-in?returnTo=${encodeURIComponent(`${location.pathname}${location.search}`)}`}>
            {t('problem.signIn')}
          </a>
        </p>
      )}
      {onRetry && kind !== 'signIn' && (
        <button type="button" onClick={onRetry}>
          {t('problem.retry')}
        </button>
      )}
    </div>
  );
}
