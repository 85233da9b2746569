import { backoffDelay } from '../../utils/backoff';

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
