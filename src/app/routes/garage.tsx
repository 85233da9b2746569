import { useQueries } from '../../lib/use-query';
import './garage.css';
import { lazy, Suspense } from 'react';
import { Link, redirect, type LoaderFunctionArgs } from 'react-router';
import { Section } from '../../components/section';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';
import { requireSession } from '../../lib/auth/session';
import { isStaff } from '../../lib/auth/staff';
import { queryClient } from '../../lib/query-client';
import { vehicleQueryOptions } from '../../features/vehicles/api/get-vehicle';
import { getGarageLists, loadGarageLists, saveVin } from '../../stores/garage-lists';
import { garageEntries, useGarage } from '../../features/vehicles/use-garage';
import { vehicleLabel } from '../../features/vehicles/vehicle-label';
import { useT } from '../../lib/i18n';

const loadStart = () => import('./garage-start');
const GarageOverview = lazy(() => loadStart().then((m) => m.loadOverview()));
// The form below the cars loads beside them (its VIN checks stay out of the first route), in a slot of its height.
const loadVinInput = () => import('../../components/vin-input');
const VinInput = lazy(() => loadVinInput().then((m) => ({ default: m.VinInput })));

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireSession(request);
  // Support staff have no garage: they look a customer's car up.
  if (isStaff(session)) throw redirect(paths.support);
  await loadGarageLists();
  const entries = garageEntries(session.authorizationDetails, getGarageLists().saved);
  for (const { vin } of entries) void queryClient.prefetchQuery(vehicleQueryOptions(vin));
  // The overview's other requests start with its code, all at once (not awaited); placeholders hold its place meanwhile.
  void loadStart().then((m) => m.startOverview(entries));
  void loadVinInput();
  return null;
}

/** Placeholder cards of the overview's size while its code loads. */
function Placeholders({ count, label }: { count: number; label: string }) {
  return (
    <ul className="card-list grid fleet" aria-label={label} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="card car-card car-card--placeholder" />
      ))}
    </ul>
  );
}

export function Component() {
  const t = useT();
  useDocumentTitle(t('garage.title'));
  const { entries, recent } = useGarage();
  const details = useQueries({ queries: entries.map((e) => ({ ...vehicleQueryOptions(e.vin), retry: false })) });
  const labels = new Map(entries.map((e, i) => [e.vin, vehicleLabel(e.vin, details[i]?.data)]));

  return (
    <div className="page">
      <h1>{t('garage.title')}</h1>
      <Section title={t('garage.yourVehicles')}>
        {entries.length === 0 ? (
          <p>{t('garage.empty')}</p>
        ) : (
          <Suspense fallback={<Placeholders count={entries.length} label={t('garage.vehicles')} />}>
            <GarageOverview entries={entries} />
          </Suspense>
        )}
      </Section>
      {recent.length > 0 && (
        <Section title={t('garage.recent')}>
          <ul>
            {recent.map((vin) => (
              <li key={vin}>
                <Link to={paths.vehicle(vin)}>{labels.get(vin) ?? vin}</Link>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section title={t('garage.add')}>
        <div className="garage__add">
          <Suspense fallback={null}>
            <VinInput existing={entries.map((e) => e.vin)} onAdd={(vin) => void saveVin(vin)} />
          </Suspense>
        </div>
      </Section>
    </div>
  );
}
