import { useSyncExternalStore } from 'react';

/** One API request as the session details page shows it: what, when, the answer and its correlation id. */
export interface LoggedRequest {
  at: number;
  method: string;
  path: string;
  /** 0: no response (network failure). */
  status: number;
  correlationId?: string;
  durationMs: number;
}

/** A ring buffer: the last requests of this tab, for an agent handing a case to the service's operators. */
export const REQUEST_LOG_SIZE = 20;

let entries: readonly LoggedRequest[] = [];
const listeners = new Set<() => void>();

export function logRequest(entry: LoggedRequest): void {
  entries = [entry, ...entries].slice(0, REQUEST_LOG_SIZE);
  for (const listener of listeners) listener();
}

/** Newest first. */
export const getRequestLog = (): readonly LoggedRequest[] => entries;

export function clearRequestLog(): void {
  entries = [];
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useRequestLog = (): readonly LoggedRequest[] =>
  useSyncExternalStore(subscribe, getRequestLog, getRequestLog);
