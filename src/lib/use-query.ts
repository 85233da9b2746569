import {
  QueriesObserver,
  QueryObserver,
  notifyManager,
  shouldThrowError,
  useIsRestoring,
  useQueryClient,
  useQueryErrorResetBoundary,
  type DefaultError,
  type Query,
  type QueriesOptions,
  type QueriesResults,
  type QueryKey,
  type QueryObserverOptions,
  type QueryObserverResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { startTransition, useEffect, useMemo, useReducer, useState } from 'react';

type QueryErrorResetBoundaryValue = ReturnType<typeof useQueryErrorResetBoundary>;
/** React Query's `throwOnError` check (a boolean or a function of the error and query). */
const throws = shouldThrowError as (throwOnError: unknown, params: [unknown, Query]) => boolean;

/**
 * The app's query hooks: React Query's `useQuery` and `useQueries` (@tanstack/react-query 5, `useBaseQuery.js` and
 * `useQueries.js`) with the same options, results and effects, save one thing. React Query's hooks read the observer
 * through `useSyncExternalStore`, and React renders a store's change synchronously, in one task that cannot yield: an
 * answer landing re-rendered every section showing it at once, and so did a result that moved between a render and
 * the observer's subscription (in the task of the passive effects). Here both are a transition: React renders them
 * in slices, and an urgent update (a tap, a navigation) goes first (issue 18).
 *
 * Each render reads the observer itself, so a section never shows an answer older than the one it rendered last; two
 * sections may show different answers for one commit while a transition is pending, and the transition renders both.
 * Not supported: `suspense` (no view suspends on a query).
 */

/**
 * Renders the component again, as a transition: when `notify` is called, and when `seen` (this render's result) is not
 * `current()` after the commit.
 */
function useTransitionRender(
  subscribe: ((notify: () => void) => () => void) | null,
  current: () => unknown,
  seen: unknown,
): void {
  const [, render] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!subscribe) return;
    return subscribe(notifyManager.batchCalls(() => startTransition(render)));
  }, [subscribe]);
  // After the subscription (an effect declared later runs later): the result moved since this render, before anyone
  // listened (an answer between the render and the subscription). useSyncExternalStore's check, as a transition.
  useEffect(() => {
    if (subscribe && current() !== seen) startTransition(render);
  }, [subscribe, current, seen]);
}

function ensurePreventErrorBoundaryRetry(
  options: { throwOnError?: unknown; retryOnMount?: unknown },
  boundary: QueryErrorResetBoundaryValue,
  query: Query | undefined,
): void {
  const throwOnError =
    query?.state.status === 'error' && typeof options.throwOnError === 'function'
      ? throws(options.throwOnError, [query.state.error, query])
      : options.throwOnError;
  if (throwOnError && !boundary.isReset()) options.retryOnMount = false;
}

function hasError(
  result: QueryObserverResult<unknown, unknown>,
  boundary: QueryErrorResetBoundaryValue,
  throwOnError: unknown,
  query: Query | undefined,
): boolean {
  return (
    result.isError &&
    !boundary.isReset() &&
    !result.isFetching &&
    query !== undefined &&
    throws(throwOnError, [result.error, query])
  );
}

function useClearResetErrorBoundary(boundary: QueryErrorResetBoundaryValue): void {
  useEffect(() => {
    boundary.clearReset();
  }, [boundary]);
}

export function useQuery<
  TQueryFnData = unknown,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  const isRestoring = useIsRestoring();
  const boundary = useQueryErrorResetBoundary();
  const client = useQueryClient();
  const defaulted = client.defaultQueryOptions(options);
  const query = client.getQueryCache().get(defaulted.queryHash) as Query | undefined;
  const subscribed = options.subscribed !== false;
  defaulted._optimisticResults = isRestoring ? 'isRestoring' : subscribed ? 'optimistic' : undefined;
  ensurePreventErrorBoundaryRetry(defaulted, boundary, query);
  useClearResetErrorBoundary(boundary);
  const [observer] = useState(() => new QueryObserver(client, defaulted));
  const result = observer.getOptimisticResult(defaulted);
  useEffect(() => {
    observer.setOptions(defaulted);
  }, [defaulted, observer]);
  const shouldSubscribe = !isRestoring && subscribed;
  const subscribe = useMemo(
    () =>
      shouldSubscribe
        ? (notify: () => void) => {
            const unsubscribe = observer.subscribe(notify);
            observer.updateResult();
            return unsubscribe;
          }
        : null,
    [observer, shouldSubscribe],
  );
  const current = useMemo(() => () => observer.getCurrentResult(), [observer]);
  useTransitionRender(subscribe, current, observer.getCurrentResult());
  if (hasError(result, boundary, defaulted.throwOnError, query)) throw result.error;
  return (defaulted.notifyOnChangeProps ? result : observer.trackResult(result)) as UseQueryResult<TData, TError>;
}

export function useQueries<T extends Array<unknown>, TCombinedResult = QueriesResults<T>>({
  queries,
  ...options
}: {
  queries: readonly [...QueriesOptions<T>];
  combine?: (result: QueriesResults<T>) => TCombinedResult;
  subscribed?: boolean;
}): TCombinedResult {
  const client = useQueryClient();
  const isRestoring = useIsRestoring();
  const boundary = useQueryErrorResetBoundary();
  const subscribed = options.subscribed !== false;
  const defaultedQueries = useMemo(
    () =>
      queries.map((opts) => {
        const defaulted = client.defaultQueryOptions(opts as QueryObserverOptions);
        defaulted._optimisticResults = isRestoring ? 'isRestoring' : subscribed ? 'optimistic' : undefined;
        return defaulted;
      }),
    [queries, client, isRestoring, subscribed],
  );
  for (const opts of defaultedQueries) {
    ensurePreventErrorBoundaryRetry(opts, boundary, client.getQueryCache().get(opts.queryHash));
  }
  useClearResetErrorBoundary(boundary);
  const [observer] = useState(() => new QueriesObserver<TCombinedResult>(client, defaultedQueries, options as never));
  const [optimistic, getCombinedResult, trackResult] = observer.getOptimisticResult(
    defaultedQueries,
    options.combine as never,
  );
  useEffect(() => {
    observer.setQueries(defaultedQueries, options as never);
  }, [defaultedQueries, options, observer]);
  const shouldSubscribe = !isRestoring && subscribed;
  const subscribe = useMemo(
    () => (shouldSubscribe ? (notify: () => void) => observer.subscribe(notify) : null),
    [observer, shouldSubscribe],
  );
  const current = useMemo(() => () => observer.getCurrentResult(), [observer]);
  useTransitionRender(subscribe, current, observer.getCurrentResult());
  const thrown = optimistic.find((result, i) => {
    const opts = defaultedQueries[i];
    return opts && hasError(result, boundary, opts.throwOnError, client.getQueryCache().get(opts.queryHash));
  });
  if (thrown) throw thrown.error;
  return getCombinedResult(trackResult());
}
