import { useParams, type LoaderFunctionArgs } from 'react-router';
import type { SignalValue } from '../../../contract';
import { QueryState, Skeleton } from '../../components/query-state';
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
import { useVehicle, vehicleQueryOptions, vehicleTraits } from '../../features/vehicles/api/get-vehicle';

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireSession(request);
  const vin = params.vin!;
  void queryClient.prefetchQuery(vehicleQueryOptions(vin));
  void queryClient.prefetchQuery(statusQueryOptions(vin));
  // The charge level lives in /ev: ask for it at once unless the car is known to have none (no waterfall behind
  // the vehicle request; a 404 then simply leaves the charge out).
  const known = queryClient.getQueryData(vehicleQueryOptions(vin).queryKey);
  if (!known || vehicleTraits(known).hasEv) void queryClient.prefetchQuery(evQueryOptions(vin));
  return null;
}

export function Component() {
  const vin = useParams().vin!;
  const units = useUnits();
  const vehicle = useVehicle(vin);
  const traits = vehicleTraits(vehicle.data);
  const status = useStatus(vin);
  const ev = useEv(vin, !vehicle.data || traits.hasEv);
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
                  traits.hasEv && !traits.hasFuel
                    ? 'Charge, range and odometer'
                    : traits.hasEv
                      ? 'Fuel, charge, range and odometer'
                      : 'Fuel, range and odometer'
                }
              >
                <EnergySummary
                  hasFuel={traits.hasFuel || (!vehicle.data && !!model.fuelLevel)}
                  hasEv={traits.hasEv}
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
