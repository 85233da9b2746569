import '../../features/location/location.css';
import { useMemo } from 'react';
import { VehicleMap } from '../../components/map';
import { QueryState, Skeleton } from '../../components/query-state';
import { Section } from '../../components/section';
import { queryClient } from '../../lib/query-client';
import { locationQueryOptions, useLocation } from '../../features/location/api/get-location';
import { LocationDetails } from '../../features/location/components/location-details';
import { readLocation } from '../../features/location/signals';
import { useVehicleView, vehicleLoader } from '../vehicle-view';
import { useT } from '../../lib/i18n';

export const loader = vehicleLoader(({ vin }) => void queryClient.prefetchQuery(locationQueryOptions(vin)), {
  startsEveryQuery: true,
});

export function Component() {
  const t = useT();
  const { vin } = useVehicleView();
  const query = useLocation(vin);
  const location = useMemo(() => (query.data ? readLocation(query.data.signals) : undefined), [query.data]);

  return (
    <div className="location">
      <Section title={t('section.location')}>
        <QueryState query={query} what={t('section.location')} loading={<Skeleton lines={6} />}>
          {() =>
            location && (
              <>
                {location.position ? (
                  <VehicleMap label={t('location.map')} position={location.position} height="min(55vh, 28rem)" />
                ) : (
                  <p className="signal--missing">{t('location.noPosition')}</p>
                )}
                <LocationDetails location={location} />
              </>
            )
          }
        </QueryState>
      </Section>
    </div>
  );
}
