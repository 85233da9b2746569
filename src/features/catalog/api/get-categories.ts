import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query';
import { Categories } from '../../../../contract/catalog';
import { apiGetPublic } from '../../../lib/api/client';
import { serviceKeys } from '../../../lib/query-keys';

/** GET /v1/categories (public): the signal categories of the metadata catalog. */
export const getCategories = (signal?: AbortSignal) => apiGetPublic('/v1/categories', Categories, { signal });

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: serviceKeys.categories(),
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 60 * 60_000,
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
