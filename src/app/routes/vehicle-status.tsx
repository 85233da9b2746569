import { useParams, type LoaderFunctionArgs } from 'react-router';
import type { SignalValue } from '../../../contract';
import { QueryState, Skeleton, errorStatus } from '../../components/query-state';
import { Section } from '../../components/section';
import { SignalTable } from '../../components/signal-table';
import { requireSession } from '../../lib/auth';
import { queryClient } from '../../lib/query-client';
import { evQueryOptions, useEv } from '../../features/ev/api/get-ev';
import { useUnits } from '../../stores/units-preference';
import { statusQueryOptions, useStatus } from '../../features/status/api/get-status';
import { CarDiagram } from '../../features/status/components/car-diagram';
import { EnergySummary } from '../../features/status/components/energy-summary';
import { statusModel } from '../../features/status/model';
import { cachedVehicle, useVehicle, vehicleQueryOptions } from '../../features/vehicles/api/get-vehicle';
import { evDataOf, hasFuelTank } from '../../utils/vehicle-facts';

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireSession(request);
  const vin = params.vin!;
  void queryClient.prefetchQuery(vehicleQueryOptions(vin));
  void queryClient.prefetchQuery(statusQueryOptions(vin));
  // The charge level lives in /ev: ask for it at once unless the car is known to have none (no waterfall behind
  // the vehicle request; a 404 then simply leaves the charge out).
  if (evDataOf(cachedVehicle(vin)) !== 'no') void queryClient.prefetchQuery(evQueryOptions(vin));
  return null;
}

export function Component() {
  const vin = useParams().vin!;
  const units = useUnits();
  const vehicle = useVehicle(vin);
  const status = useStatus(vin);
  const ev = useEv(vin, evDataOf(vehicle.data) !== 'no');
  const hasEv = evDataOf(vehicle.data, errorStatus(ev.error)) === 'yes';
  const hasFuel = hasFuelTank(vehicle.data);
  const evSignals: SignalValue[] = ev.data?.signals ?? [];

  return (
    <div className="page">
      <QueryState query={status} loading={<Skeleton lines={12} />}>
        {(body) => {
          const model = statusModel(body.signals);
          const evModel = statusModel(evSignals);
          const others = body.signals.filter((s) => !model.used.has(s.name));
          return (
            <>
              <Section title="Doors, windows and tyres">
                <CarDiagram model={model} units={units} />
              </Section>
              <Section
                title={
                  hasEv && !hasFuel
                    ? 'Charge, range and odometer'
                    : hasEv
                      ? 'Fuel, charge, range and odometer'
                      : 'Fuel, range and odometer'
                }
              >
                <EnergySummary
                  hasFuel={hasFuel || (!vehicle.data && !!model.fuelLevel)}
                  hasEv={hasEv}
                  fuelLevel={model.fuelLevel}
                  fuelRange={model.fuelRange}
                  fuelLow={model.fuelLow}
                  stateOfCharge={model.stateOfCharge ?? evModel.stateOfCharge}
                  batteryRange={model.batteryRange ?? evModel.batteryRange}
                  range={model.range}
                  odometer={model.odometer}
                />
              </Section>
              <Section title="All other signals">
                <SignalTable signals={others} caption="Other status signals" />
              </Section>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
