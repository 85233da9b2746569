import './problem-alert.css';
import { useState } from 'react';
import { CONSENT_REASONS } from '../../contract/problem-constants';
import { ApiError } from '../lib/api/api-error';

interface Props {
  error: unknown;
  onRetry?: () => void;
}

interface Shown {
  title: string;
  detail?: string;
  status?: number;
  correlationId?: string;
  violations: ApiError['violations'];
  consent?: string;
  signIn?: boolean;
}

function describe(error: unknown): Shown {
  if (error instanceof ApiError) {
    return {
      title: error.title,
      detail: error.detail,
      status: error.status || undefined,
      correlationId: error.correlationId,
      violations: error.violations,
      consent:
        error.status === 403
          ? `The vehicle owner's consent or your access does not cover this data${error.detail ? `: ${error.detail}` : '.'}`
          : undefined,
    };
  }
  if (error instanceof Error && error.name === 'SignInRequiredError') {
    return { title: 'Please sign in again', detail: error.message, violations: [], signIn: true };
  }
  if (error instanceof Error) return { title: 'Something went wrong', detail: error.message, violations: [] };
  return { title: 'Something went wrong', detail: typeof error === 'string' ? error : undefined, violations: [] };
}

const GRANT_ENDED: Record<string, string> = {
  [CONSENT_REASONS.noGrant]: 'The customer has not granted support access to this car.',
  [CONSENT_REASONS.grantRevoked]: 'The customer revoked the support grant for this car.',
  [CONSENT_REASONS.grantExpired]: 'The support grant for this car has expired.',
};

/** A support agent's consent answers are facts about the customer's choice, not errors: shown as status, no retry. */
function ConsentNotice({ error }: { error: ApiError }) {
  if (error.reason === CONSENT_REASONS.notShared) {
    return (
      <div role="status" className="consent-notice">
        <p>
          <strong>Not shared by the customer</strong>: {error.category ?? 'this category'}
        </p>
        <p>The customer's support grant does not include {error.category ?? 'this data'}.</p>
      </div>
    );
  }
  return (
    <div role="status" className="consent-notice">
      <p>
        <strong>No active support grant</strong>
      </p>
      <p>{GRANT_ENDED[error.reason ?? '']}</p>
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

/** Every error the dashboard shows, in one place: problem details, violations, consent, correlation id. */
export function ProblemAlert({ error, onRetry }: Props) {
  if (error instanceof ApiError && error.status === 403 && CONSENT_NOTICES.includes(error.reason ?? '')) {
    return <ConsentNotice error={error} />;
  }
  return <Problem error={error} onRetry={onRetry} />;
}

function Problem({ error, onRetry }: Props) {
  const shown = describe(error);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    if (!shown.correlationId) return;
    try {
      await navigator.clipboard.writeText(shown.correlationId);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div role="alert" className="problem-alert">
      <p className="problem-alert__title">
        <strong>{shown.title}</strong>
        {shown.status !== undefined && <span className="problem-alert__status"> (HTTP {shown.status})</span>}
      </p>
      {shown.consent ? <p>{shown.consent}</p> : shown.detail && <p>{shown.detail}</p>}
      {shown.violations.length > 0 && (
        <ul aria-label="Problems with the request">
          {shown.violations.map((v) => (
            <li key={`${v.field}:${v.rejectedValue}:${v.message}`}>
              <code>{v.field}</code>: {v.message}
              {v.rejectedValue !== '' && <> (rejected value “{v.rejectedValue}”)</>}
            </li>
          ))}
        </ul>
      )}
      {shown.correlationId && (
        <p className="problem-alert__correlation">
          Correlation ID: <code>{shown.correlationId}</code>{' '}
          <button type="button" onClick={() => void copy()}>
            Copy correlation ID
          </button>
          <span aria-live="polite">{copied ? ' Copied.' : ''}</span>
        </p>
      )}
      {shown.signIn && (
        <p>
          <a href={`/sign-in?returnTo=${encodeURIComponent(`${location.pathname}${location.search}`)}`}>Sign in</a>
        </p>
      )}
      {onRetry && !shown.signIn && (
        <button type="button" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
