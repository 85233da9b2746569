import './problem-alert.css';
import { useState } from 'react';
import { CONSENT_REASONS } from '../../contract/problem';
import { ApiError, INVALID_RESPONSE_TYPE, NETWORK_ERROR_TYPE } from '../lib/api/api-error';
import { useT, type MessageKey } from '../lib/i18n';

interface Props {
  error: unknown;
  onRetry?: () => void;
}

type Plain =
  'network' | 'signIn' | 'forbidden' | 'notFound' | 'rateLimited' | 'invalid' | 'server' | 'response' | 'other';

/** What happened and what to do, in plain words (the service's own words stay under Technical details). */
const PLAIN: Record<Plain, [title: MessageKey, advice: MessageKey]> = {
  network: ['problem.network', 'problem.network.advice'],
  signIn: ['problem.signIn', 'problem.signIn.advice'],
  forbidden: ['problem.forbidden', 'problem.forbidden.advice'],
  notFound: ['problem.notFound', 'problem.notFound.advice'],
  rateLimited: ['problem.rateLimited', 'problem.rateLimited.advice'],
  invalid: ['problem.invalid', 'problem.invalid.advice'],
  server: ['problem.server', 'problem.server.advice'],
  response: ['problem.response', 'problem.server.advice'],
  other: ['problem.other', 'problem.other.advice'],
};

function plainKind(error: unknown): Plain {
  if (error instanceof ApiError) {
    if (error.type === NETWORK_ERROR_TYPE) return 'network';
    if (error.type === INVALID_RESPONSE_TYPE) return 'response';
    if (error.status === 401) return 'signIn';
    if (error.status === 403) return 'forbidden';
    if (error.status === 404 || error.status === 410) return 'notFound';
    if (error.status === 429) return 'rateLimited';
    if (error.status === 400 || error.status === 422) return 'invalid';
    if (error.status >= 500) return 'server';
    return 'other';
  }
  return error instanceof Error && error.name === 'SignInRequiredError' ? 'signIn' : 'other';
}

const GRANT_ENDED: Record<string, MessageKey> = {
  [CONSENT_REASONS.noGrant]: 'consent.noGrant',
  [CONSENT_REASONS.grantRevoked]: 'consent.grantRevoked',
  [CONSENT_REASONS.grantExpired]: 'consent.grantExpired',
};

/** A support agent's consent answers are facts about the customer's choice, not errors: shown as status, no retry. */
function ConsentNotice({ error }: { error: ApiError }) {
  const t = useT();
  if (error.reason === CONSENT_REASONS.notShared) {
    return (
      <div role="status" className="consent-notice">
        <p>{t.rich('consent.notShared', { strong: (c) => <strong>{c}</strong>, category: error.category ?? '-' })}</p>
        <p>{t('consent.notShared.detail', { category: error.category ?? '-' })}</p>
      </div>
    );
  }
  const ended = GRANT_ENDED[error.reason ?? ''];
  return (
    <div role="status" className="consent-notice">
      <p>
        <strong>{t('consent.noActiveGrant')}</strong>
      </p>
      {ended && <p>{t(ended)}</p>}
      {error.detail && <p>{error.detail}</p>}
    </div>
  );
}

const CONSENT_NOTICES: readonly string[] = [
  CONSENT_REASONS.notShared,
  CONSENT_REASONS.noGrant,
  CONSENT_REASONS.grantRevoked,
  CONSENT_REASONS.grantExpired,
];

/** Every error the dashboard shows, in one place: plain words, violations, consent, the service's words, correlation id. */
export function ProblemAlert({ error, onRetry }: Props) {
  if (error instanceof ApiError && error.status === 403 && CONSENT_NOTICES.includes(error.reason ?? '')) {
    return <ConsentNotice error={error} />;
  }
  return <Problem error={error} onRetry={onRetry} />;
}

function Problem({ error, onRetry }: Props) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const kind = plainKind(error);
  const [title, advice] = PLAIN[kind];
  const api = error instanceof ApiError ? error : undefined;
  const serviceTitle = api?.title;
  const serviceDetail = api
    ? api.detail
    : error instanceof Error
      ? error.message
      : typeof error === 'string'
        ? error
        : undefined;
  const correlationId = api?.correlationId;
  const violations = api?.violations ?? [];

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
        <strong>{t(title)}</strong>
      </p>
      <p>{t(advice)}</p>
      {violations.length > 0 && (
        <ul aria-label={t('problem.violations')}>
          {violations.map((v) => (
            <li key={`${v.field}:${v.rejectedValue}:${v.message}`}>
              <code>{v.field}</code>: {v.message}
              {v.rejectedValue !== '' && <> {t('problem.rejectedValue', { value: v.rejectedValue })}</>}
            </li>
          ))}
        </ul>
      )}
      {(serviceTitle || serviceDetail) && (
        <details className="problem-alert__technical">
          <summary>{t('problem.technical')}</summary>
          {serviceTitle && (
            <p>
              {serviceTitle}
              {api?.status ? (
                <span className="problem-alert__status"> ({t('problem.status', { status: api.status })})</span>
              ) : null}
            </p>
          )}
          {serviceDetail && <p>{serviceDetail}</p>}
        </details>
      )}
      {correlationId && (
        <p className="problem-alert__correlation">
          {t.rich('problem.correlationId', { id: correlationId, code: (c) => <code>{c}</code> })}{' '}
          <button type="button" onClick={() => void copy()}>
            {t('problem.copy')}
          </button>
          <span aria-live="polite">{copied ? ` ${t('problem.copied')}` : ''}</span>
        </p>
      )}
      {kind === 'signIn' && (
        <p>
          <a href={`/sign-in?returnTo=${encodeURIComponent(`${location.pathname}${location.search}`)}`}>
            {t('header.signIn')}
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
