import { readSearchParams, toSearchParams } from '../../../contract/query';
import { ALERTS_QUERY, type AlertQuery } from '../../../contract/list-queries';
import { QueryState, Skeleton } from '../../components/query-state';
import { Pagination } from '../../components/pagination';
import { Section } from '../../components/section';
import { queryClient } from '../../lib/query-client';
import { alertsQueryOptions, useAlerts } from '../../features/alerts/api/get-alerts';
import { AlertCard } from '../../features/alerts/components/alert-card';
import { AlertFilters } from '../../features/alerts/components/alert-filters';
import { PAGE_SIZES } from '../../features/alerts/params';
import { usePendingSearch } from '../use-pending-search';
import { useVehicleView, vehicleLoader } from '../vehicle-view';
import { useT } from '../../lib/i18n';

export const loader = vehicleLoader(
  ({ vin, url }) => {
    void queryClient.prefetchQuery(alertsQueryOptions(vin, readSearchParams(ALERTS_QUERY, url.searchParams)));
  },
  { startsEveryQuery: true },
);

export function Component() {
  const t = useT();
  const { vin } = useVehicleView();
  // While a filter change navigates, the controls show it as it will be (not flicking back until the loader is done).
  const [search, setSearch] = usePendingSearch();
  const params = readSearchParams(ALERTS_QUERY, search);
  const alerts = useAlerts(vin, params);
  const go = (next: AlertQuery) => setSearch(toSearchParams(ALERTS_QUERY, next));

  return (
    <div className="page">
      <Section title={t('section.alerts')}>
        <AlertFilters params={params} onChange={go} />
        <QueryState query={alerts} loading={<Skeleton lines={8} />}>
          {(page) => (
            <div aria-busy={alerts.isPlaceholderData}>
              {page.content.length === 0 ? (
                <p>{t('alerts.noneMatch')}</p>
              ) : (
                <ul className="card-list alert-list" aria-label={t('section.alerts')}>
                  {page.content.map((a) => (
                    <li key={a.id}>
                      <AlertCard alert={a} vin={vin} />
                    </li>
                  ))}
                </ul>
              )}
              <Pagination
                noun="alerts"
                page={page.page.number}
                totalPages={page.page.totalPages}
                totalElements={page.page.totalElements}
                size={params.size}
                sizes={PAGE_SIZES}
                onPage={(p) => go({ ...params, page: p })}
                onSize={(size) => go({ ...params, size, page: 0 })}
              />
            </div>
          )}
        </QueryState>
      </Section>
    </div>
  );
}
