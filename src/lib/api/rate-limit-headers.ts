/** The X-RateLimit-* figures every API response carries, and the latest of them for the session details page. The 429 pause itself is `pause.ts`. */
import { useSyncExternalStore } from 'react';

/** The X-RateLimit-* figures (SPEC §8; DESIGN: reset and Retry-After in seconds). */
export interface RateLimitInfo {
  limit?: number;
  remaining?: number;
  /** Seconds until the window resets, as the server sent it. */
  resetSeconds?: number;
  /** Seconds the server asked us to wait (Retry-After), on 429. */
  retryAfterSeconds?: number;
}

export interface RateLimitSnapshot extends RateLimitInfo {
  /** When these figures were read (epoch ms). */
  observedAt: number;
}

function numberHeader(headers: Headers, name: string): number | undefined {
  const raw = headers.get(name);
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** Retry-After is delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(raw: string | null, now = Date.now()): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const seconds = Number(raw);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds : undefined;
  const date = Date.parse(raw);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

export function readRateLimit(headers: Headers): RateLimitInfo | undefined {
  const info: RateLimitInfo = {
    limit: numberHeader(headers, 'x-ratelimit-limit'),
    remaining: numberHeader(headers, 'x-ratelimit-remaining'),
    resetSeconds: numberHeader(headers, 'x-ratelimit-reset'),
    retryAfterSeconds: parseRetryAfter(headers.get('retry-after')),
  };
  return Object.values(info).some((v) => v !== undefined) ? info : undefined;
}

let latest: RateLimitSnapshot | null = null;
const listeners = new Set<() => void>();

export function recordRateLimit(headers: Headers): void {
  const info = readRateLimit(headers);
  if (!info) return;
  latest = { ...info, observedAt: Date.now() };
  for (const listener of listeners) listener();
}

export function getRateLimit(): RateLimitSnapshot | null {
  return latest;
}

export function subscribeRateLimit(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The latest rate-limit figures any API response carried, or null before the first one. */
export function useRateLimit(): RateLimitSnapshot | null {
  return useSyncExternalStore(subscribeRateLimit, getRateLimit, getRateLimit);
}
