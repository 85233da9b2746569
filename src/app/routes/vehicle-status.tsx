import type { SignalValue } from '../../../contract';
import { QueryState, Skeleton } from '../../components/query-state';
import { Section } from '../../components/section';
import { SignalTable } from '../../components/signal-table';
import { queryClient } from '../../lib/query-client';
import { evQueryOptions, useEv } from '../../features/ev/api/get-ev';
import { statusQueryOptions, useStatus } from '../../features/status/api/get-status';
import { CarDiagram } from '../../features/status/components/car-diagram';
import { EnergySummary } from '../../features/status/components/energy-summary';
import { statusModel } from '../../features/status/model';
import { useVehicle, vehicleQueryOptions } from '../../features/vehicles/api/get-vehicle';
import { hasFuelTank } from '../../utils/vehicle-facts';
import { useVehicleView, vehicleLoader } from '../vehicle-view';
import { useT } from '../../lib/i18n';

export const loader = vehicleLoader(
  ({ vin, asksEv }) => {
    void queryClient.prefetchQuery(vehicleQueryOptions(vin));
    void queryClient.prefetchQuery(statusQueryOptions(vin));
    // The charge level lives in /ev: ask for it at once unless the car is known to have none (no waterfall behind
    // the vehicle request; a 404 then simply leaves the charge out).
    if (asksEv) void queryClient.prefetchQuery(evQueryOptions(vin));
  },
  { startsEveryQuery: true },
);

export function Component() {
  const t = useT();
  const { vin, evData, asksEv } = useVehicleView();
  const vehicle = useVehicle(vin);
  const status = useStatus(vin);
  const ev = useEv(vin, asksEv);
  const hasEv = evData === 'yes';
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
              <Section title={t('status.doorsWindowsTyres')}>
                <CarDiagram model={model} />
              </Section>
              <Section title={t('status.energyTitle', { energy: hasEv && !hasFuel ? 'ev' : hasEv ? 'both' : 'fuel' })}>
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
              <Section title={t('status.otherSignals')}>
                <SignalTable signals={others} caption={t('status.otherSignals.caption')} />
              </Section>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
