import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query';
import type { Health } from '../../../../contract/catalog';
import { serviceKeys } from '../../../lib/query-keys';

/** GET /health (public). */
export const getHealth = async (signal?: AbortSignal) =>
  (await import('../../../lib/api/client')).apiGetPublic<Health>(
    '/health',
    () => import('../../../../contract/catalog').then((m) => m.Health),
    { signal },
  );

export const healthQueryOptions = () =>
  queryOptions({
    queryKey: serviceKeys.health(),
    queryFn: ({ signal }) => getHealth(signal),
    staleTime: 30_000,
    refetchInterval: 60_000,
    retry: false,
  });

export const useHealth = () => useQuery(healthQueryOptions());
