import '../../features/chargers/chargers.css';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { QueryState, Skeleton } from '../../components/query-state';
import { Section } from '../../components/section';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';
import { chargersQueryOptions, useChargers } from '../../features/chargers/api/get-chargers';
import { ChargerAccessNotice } from '../../features/chargers/components/charger-access-notice';
import { connectorState } from '../../features/chargers/components/connector-list';
import { chargerAccess, useChargerAccess } from '../../features/chargers/use-charger-access';
import { requireSession } from '../../lib/auth';
import { queryClient } from '../../lib/query-client';
import { useT } from '../../lib/i18n';

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireSession(request);
  if (chargerAccess(session) === 'ok') void queryClient.prefetchQuery(chargersQueryOptions());
  return null;
}

/** The account's chargers (a home usually has one); says why there is none to show. */
export function Component() {
  const t = useT();
  useDocumentTitle(t('header.nav.chargers'));
  const access = useChargerAccess();
  const chargers = useChargers(access === 'ok');
  return (
    <div className="page chargers">
      <h1>{t('header.nav.chargers')}</h1>
      {access !== 'ok' ? (
        <ChargerAccessNotice reason={access} />
      ) : (
        <QueryState query={chargers} what={t('chargers.chargers')} loading={<Skeleton lines={3} minHeight="7.5rem" />}>
          {(page) =>
            page.content.length === 0 ? (
              <ChargerAccessNotice reason="none" />
            ) : (
              <ul className="card-list">
                {page.content.map((c) => (
                  <li key={c.id} className="card">
                    <Section title={c.name} level={2}>
                      <p>
                        <bdi>{c.vendor}</bdi> <bdi>{c.model}</bdi>, {t('chargers.upTo', { kW: c.maxPowerKW })},{' '}
                        {t('chargers.connectors', {
                          count: c.connectors.length,
                          states: c.connectors.map((x) => `${x.id} ${connectorState(t, x).toLowerCase()}`).join('; '),
                        })}
                      </p>
                      <Link to={paths.charger(c.id)}>
                        {t.rich('chargers.open', { name: c.name, bdi: (x) => <bdi>{x}</bdi> })}
                      </Link>
                    </Section>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      )}
    </div>
  );
}
