import './problem-alert.css';
import { useState } from 'react';
import { CONSENT_REASONS } from '../../contract/problem-constants';
import { ApiError } from '../lib/api/api-error';
import { useSession } from '../lib/auth/session';
import { isStaff } from '../lib/auth/staff';

interface Props {
  error: unknown;
  onRetry?: () => void;
  /** What the section holds ("Location"), for the sentence that says it is not shared. */
  what?: string;
}

interface Shown {
  title: string;
  detail?: string;
  status?: number;
  correlationId?: string;
  violations: ApiError['violations'];
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
function GrantNotice({ error }: { error: ApiError }) {
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

/** A 403 that is not a support grant's answer: not a fault, the owner has not shared this (or the access ends here). */
function NotSharedNotice({ error, what }: { error: ApiError; what?: string }) {
  return (
    <div className="consent-notice" role="status">
      <p>
        <strong>{what ?? 'This'} is not shared with you.</strong>
      </p>
      <p>{error.detail ?? 'The vehicle owner has not given consent for this data.'}</p>
      <p className="muted">The owner can allow it in their consent settings; then it shows here.</p>
    </div>
  );
}

/** Reasons only a support grant gives; `not-shared` is also an owner's own withheld category. */
const GRANT_REASONS: readonly string[] = [
  CONSENT_REASONS.noGrant,
  CONSENT_REASONS.grantRevoked,
  CONSENT_REASONS.grantExpired,
];

/**
 * Every error the dashboard shows, in one place: problem details, violations, correlation id, and a 403 as a notice
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
      {shown.detail && <p>{shown.detail}</p>}
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
