import type { ApiError } from './api-error';

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * For React Query's `retry`: the API client already retried 429, 5xx and network failures, and other 4xx must
 * not be retried, so an ApiError is final. Only a network failure while offline is worth one more try, which
 * React Query holds until the browser is back online.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  // By name: ApiError's class (with the problem parsing) and the client's retry policy stay off the first route.
  if (error instanceof Error && error.name === 'ApiError')
    return (error as ApiError).status === 0 && offline() && failureCount < 1;
  if (error instanceof Error && (error.name === 'SignInRequiredError' || error.name === 'AbortError')) return false;
  return failureCount < 2;
}
