import { backoffDelay } from '../../utils/backoff';
import { ApiError } from './api-error';

export interface RetryPolicy {
  /** Retries after a 5xx or a network failure. */
  maxRetries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Retries after 429. */
  maxRateLimitRetries: number;
  /** Longest Retry-After the client waits for; a longer one is reported instead. */
  maxRetryAfterMs: number;
}

const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxRetries: 2,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  maxRateLimitRetries: 2,
  maxRetryAfterMs: 30_000,
};

let policy: RetryPolicy = DEFAULT_RETRY_POLICY;

export function getRetryPolicy(): RetryPolicy {
  return policy;
}

/** Tests shorten the waits; the app keeps the default. */
export function setRetryPolicy(next: Partial<RetryPolicy>): void {
  policy = { ...DEFAULT_RETRY_POLICY, ...next };
}

/** The wait before the API client's next try: full jitter, so clients that failed together do not retry together. */
export const retryDelay = (attempt: number, random = Math.random): number =>
  backoffDelay({ baseMs: policy.baseDelayMs, maxMs: policy.maxDelayMs, jitter: 'full' }, attempt, random);

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * For React Query's `retry`: the API client already retried 429, 5xx and network failures, and other 4xx must
 * not be retried, so an ApiError is final. Only a network failure while offline is worth one more try, which
 * React Query holds until the browser is back online.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 0 && offline() && failureCount < 1;
  if (error instanceof Error && (error.name === 'SignInRequiredError' || error.name === 'AbortError')) return false;
  return failureCount < 2;
}
