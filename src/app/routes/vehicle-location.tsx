import '../../features/location/location.css';
import { useMemo } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { VehicleMap } from '../../components/map';
import { QueryState, Skeleton, errorStatus } from '../../components/query-state';
import { ProblemAlert } from '../../components/problem-alert';
import { Section } from '../../components/section';
import { useUnits } from '../../stores/units-preference';
import { locationQueryOptions, useLocation } from '../../features/location/api/get-location';
import { ConsentNotice } from '../../features/location/components/consent-notice';
import { LocationDetails } from '../../features/location/components/location-details';
import { readLocation } from '../../features/location/signals';
import { requireSession } from '../../lib/auth';
import { queryClient } from '../../lib/query-client';

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireSession(request);
  void queryClient.prefetchQuery(locationQueryOptions(params.vin!));
  return null;
}

export function Component() {
  const vin = useParams().vin!;
  const units = useUnits();
  const query = useLocation(vin);
  const location = useMemo(() => (query.data ? readLocation(query.data.signals) : undefined), [query.data]);

  return (
    <div className="location">
      <Section title="Location">
        {query.isError && errorStatus(query.error) === 403 ? (
          <ConsentNotice what="Location" error={query.error} />
        ) : query.isError ? (
          <ProblemAlert error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <QueryState query={query} loading={<Skeleton lines={6} />}>
            {() =>
              location && (
                <>
                  {location.position ? (
                    <VehicleMap
                      label="Map of the vehicle's position"
                      position={location.position}
                      height="min(55vh, 28rem)"
                    />
                  ) : (
                    <p className="signal--missing">The vehicle has not reported a position.</p>
                  )}
                  <LocationDetails location={location} units={units} />
                </>
              )
            }
          </QueryState>
        )}
      </Section>
    </div>
  );
}
