/** Exponential backoff: a wait under the ceiling min(maxMs, baseMs·2^attempt), spread by the jitter. */
export interface Backoff {
  baseMs: number;
  maxMs: number;
  /** 'full': anywhere in [0, ceiling] (spreads retries most); 'equal': in [ceiling/2, ceiling] (never retries at once). */
  jitter: 'full' | 'equal';
}

export function backoffDelay({ baseMs, maxMs, jitter }: Backoff, attempt: number, random = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(attempt, 30));
  return jitter === 'full' ? Math.round(random() * ceiling) : ceiling / 2 + (ceiling / 2) * random();
}
