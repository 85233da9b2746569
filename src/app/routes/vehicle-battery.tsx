import '../../features/battery/battery.css';
import { useMemo } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { QueryState, Skeleton, errorStatus } from '../../components/query-state';
import { Section } from '../../components/section';
import { SignalTable } from '../../components/signal-table';
import { hvBatteryQueryOptions, useHvBattery } from '../../features/battery/api/get-hv-battery';
import { CellTemperatures } from '../../features/battery/components/cell-temperatures';
import { CellVoltages } from '../../features/battery/components/cell-voltages';
import { PackSummary } from '../../features/battery/components/pack-summary';
import { readBattery } from '../../features/battery/signals';
import { NoEvData } from '../../features/ev/components/no-ev-data';
import { useUnits } from '../../stores/units-preference';
import { cachedVehicle, useVehicle } from '../../features/vehicles/api/get-vehicle';
import { requireSession } from '../../lib/auth';
import { queryClient } from '../../lib/query-client';
import { evDataOf } from '../../utils/vehicle-facts';

/** Skips the battery request only when the cached vehicle already says the car has no EV data. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireSession(request);
  const vin = params.vin!;
  if (evDataOf(cachedVehicle(vin)) !== 'no') void queryClient.prefetchQuery(hvBatteryQueryOptions(vin));
  return null;
}

export function Component() {
  const vin = useParams().vin!;
  const units = useUnits();
  const vehicle = useVehicle(vin);
  const query = useHvBattery(vin, evDataOf(vehicle.data) !== 'no');
  const battery = useMemo(() => (query.data ? readBattery(query.data.signals) : undefined), [query.data]);

  if (evDataOf(vehicle.data, errorStatus(query.error)) === 'no') {
    return (
      <Section title="Battery">
        <NoEvData what="high-voltage battery" />
      </Section>
    );
  }
  return (
    <div className="battery">
      <Section title="Battery pack">
        <div className="reserve reserve--pack">
          <QueryState query={query} loading={<Skeleton lines={3} />}>
            {() => battery && <PackSummary battery={battery} />}
          </QueryState>
        </div>
      </Section>
      {!query.isError && (
        <>
          <Section title="Cell voltages">
            <div className="reserve reserve--voltages">
              <QueryState query={query} loading={<Skeleton lines={8} />}>
                {() =>
                  battery && <CellVoltages voltages={battery.voltages} timestamp={battery.cellVoltages?.timestamp} />
                }
              </QueryState>
            </div>
          </Section>
          <Section title="Cell temperatures">
            <div className="reserve reserve--temperatures">
              <QueryState query={query} loading={<Skeleton lines={6} />}>
                {() => battery && <CellTemperatures temperatures={battery.temperatures} units={units} />}
              </QueryState>
            </div>
          </Section>
          {query.data && (
            <Section title="All battery signals">
              <SignalTable signals={query.data.signals} caption="Every signal of the battery response" />
            </Section>
          )}
        </>
      )}
    </div>
  );
}
