import '../../features/ev/ev.css';
import { useMemo } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { QueryState, Skeleton, errorStatus } from '../../components/query-state';
import { Section } from '../../components/section';
import { SignalTable } from '../../components/signal-table';
import { useNow } from '../../components/use-now';
import { evQueryOptions, useEv } from '../../features/ev/api/get-ev';
import { ChargingSession } from '../../features/ev/components/charging-session';
import { EvStatus } from '../../features/ev/components/ev-status';
import { NoEvData } from '../../features/ev/components/no-ev-data';
import { readEv } from '../../features/ev/signals';
import { useUnits } from '../../stores/units-preference';
import { cachedVehicle, useVehicle } from '../../features/vehicles/api/get-vehicle';
import { requireSession } from '../../lib/auth';
import { queryClient } from '../../lib/query-client';
import { evDataOf } from '../../utils/vehicle-facts';

/** Skips the EV request only when the cached vehicle already says the car has no EV data. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireSession(request);
  const vin = params.vin!;
  if (evDataOf(cachedVehicle(vin)) !== 'no') void queryClient.prefetchQuery(evQueryOptions(vin));
  return null;
}

export function Component() {
  const vin = useParams().vin!;
  const units = useUnits();
  const now = useNow();
  const vehicle = useVehicle(vin);
  const query = useEv(vin, evDataOf(vehicle.data) !== 'no');
  const ev = useMemo(() => (query.data ? readEv(query.data.signals) : undefined), [query.data]);

  if (evDataOf(vehicle.data, errorStatus(query.error)) === 'no') {
    return (
      <Section title="EV">
        <NoEvData />
      </Section>
    );
  }

  return (
    <div className="ev">
      <Section title="Charge">
        <div className="reserve reserve--ev-status">
          <QueryState query={query} loading={<Skeleton lines={5} />}>
            {() => ev && <EvStatus ev={ev} />}
          </QueryState>
        </div>
      </Section>
      <Section title={query.data?.chargingSession?.end === null ? 'Current charging session' : 'Last charging session'}>
        <div className="reserve reserve--session">
          <QueryState query={query} loading={<Skeleton lines={3} />}>
            {(data) => <ChargingSession session={data.chargingSession} units={units} now={now} />}
          </QueryState>
        </div>
      </Section>
      {query.data && (
        <Section title="All EV signals">
          <SignalTable signals={query.data.signals} caption="Every signal of the EV response" />
        </Section>
      )}
    </div>
  );
}
