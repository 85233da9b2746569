import { QueryState, Skeleton } from '../../components/query-state';
import { Section } from '../../components/section';
import { useDocumentTitle } from '../../components/use-document-title';
import { queryClient } from '../../lib/query-client';
import { categoriesQueryOptions, useCategories } from '../../features/catalog/api/get-categories';
import { healthQueryOptions, useHealth } from '../../features/catalog/api/get-health';
import { CategoryList } from '../../features/catalog/components/category-list';
import { HealthStatus } from '../../features/catalog/components/health-status';
import { useT } from '../../lib/i18n';

/** Public: no session needed. */
export function loader() {
  void queryClient.prefetchQuery(categoriesQueryOptions());
  void queryClient.prefetchQuery(healthQueryOptions());
  return null;
}

export function Component() {
  const t = useT();
  useDocumentTitle(t('catalog.title'));
  const categories = useCategories();
  const health = useHealth();
  return (
    <div className="page">
      <h1>{t('catalog.title')}</h1>
      <p>{t('catalog.intro')}</p>
      <Section title={t('catalog.service')}>
        <HealthStatus
          status={health.data?.status}
          failed={health.isError}
          checking={health.isFetching}
          checkedAt={health.dataUpdatedAt}
        />
      </Section>
      <Section title={t('catalog.categories')}>
        <QueryState query={categories} loading={<Skeleton lines={7} />}>
          {(list) => <CategoryList categories={list} />}
        </QueryState>
      </Section>
    </div>
  );
}
