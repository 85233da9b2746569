import './query-state.css';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { useApiPause } from '../lib/api/pause';
import { ProblemAlert } from './problem-alert';
import { useT } from '../lib/i18n';

type Props<T> = {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  /** Shown while the first answer is on its way; reserve the section's height to avoid layout shift. */
  loading?: ReactNode;
  /** What the section holds ("Location"): a 403 then says that it is not shared with you. */
  what?: string;
};

/**
 * Loading, error with retry, or the data: the same three states for every section; offline without data, it says
 * so, and while the service has paused requests (429) it says it is waiting (the layout's one notice says why).
 * Every section renders its query through here, so a 403, a failed refetch with an earlier answer at hand and a
 * pause look the same everywhere.
 */
export function QueryState<T>({ query, children, loading, what }: Props<T>) {
  // React Query pauses a query while offline (networkMode 'online'): a skeleton would promise data that is not coming.
  const paused = useApiPause() !== null;
  // React Query hands a new answer to React through useSyncExternalStore, which renders at once, in one task: a view's
  // first answer (every section with its charts and tables) would block the main thread for as long as it takes. The
  // render that notices the answer keeps the skeleton; React then renders the content as a deferred update, in slices
  // it can interrupt. Later answers (a refetch, a stream message) render at once: they change little.
  const shown = useDeferredValue(!query.isPending);
  if (query.isPending && query.fetchStatus === 'paused') return <NotLoadedOffline />;
  if (query.isPending && paused) return <WaitingForService>{loading ?? <Skeleton />}</WaitingForService>;
  if (query.isPending || (!shown && !query.isError)) return <>{loading ?? <Skeleton />}</>;
  const status = (query.error as { status?: unknown } | null)?.status;
  // No answer at all (status 0) while an earlier one is at hand: show that one; the offline notice says why it is old.
  if (query.isError && !(status === 0 && query.data !== undefined)) {
    return <ProblemAlert error={query.error} what={what} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data as T)}</>;
}

function WaitingForService({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="query-waiting">
      <p>{t('query.waiting')}</p>
      {children}
    </div>
  );
}

function NotLoadedOffline() {
  const t = useT();
  return (
    <p className="query-offline" role="status">
      {t('query.offline')}
    </p>
  );
}

/** `minHeight` (a CSS length) reserves the height the data will take, so it does not push what follows when it arrives. */
export function Skeleton({ lines = 3, minHeight }: { lines?: number; minHeight?: string }) {
  const t = useT();
  return (
    <div className="skeleton" aria-busy="true" role="status" style={minHeight ? { minHeight } : undefined}>
      <span className="visually-hidden">{t('query.loading')}</span>
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className="skeleton__line" />
      ))}
    </div>
  );
}

/** The HTTP status of an API error, if it has one. */
export const errorStatus = (error: unknown): number | undefined => {
  const s = (error as { status?: unknown } | null)?.status;
  return typeof s === 'number' ? s : undefined;
};
