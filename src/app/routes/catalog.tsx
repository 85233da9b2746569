import { QueryState, Skeleton } from '../../components/query-state';
import { Section } from '../../components/section';
import { useDocumentTitle } from '../../components/use-document-title';
import { queryClient } from '../../lib/query-client';
import { categoriesQueryOptions, useCategories } from '../../features/catalog/api/get-categories';
import { healthQueryOptions, useHealth } from '../../features/catalog/api/get-health';
import { CategoryList } from '../../features/catalog/components/category-list';
import { HealthStatus } from '../../features/catalog/components/health-status';

/** Public: no session needed. */
export function loader() {
  void queryClient.prefetchQuery(categoriesQueryOptions());
  void queryClient.prefetchQuery(healthQueryOptions());
  return null;
}

export function Component() {
  useDocumentTitle('Signal catalog');
  const categories = useCategories();
  const health = useHealth();
  return (
    <div className="page">
      <h1>Signal catalog</h1>
      <p>
        The categories of vehicle data the service offers, the scope each needs and the endpoints that serve it. Access
        to each category is also subject to the owner's consent.
      </p>
      <Section title="Service">
        <HealthStatus
          status={health.data?.status}
          failed={health.isError}
          checking={health.isFetching}
          checkedAt={health.dataUpdatedAt}
        />
      </Section>
      <Section title="Categories">
        <QueryState query={categories} loading={<Skeleton lines={7} />}>
          {(list) => <CategoryList categories={list} />}
        </QueryState>
      </Section>
    </div>
  );
}
