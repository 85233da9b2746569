import '../../features/battery/battery.css';
import { useMemo } from 'react';
import { QueryState, Skeleton } from '../../components/query-state';
import { Section } from '../../components/section';
import { SignalTable } from '../../components/signal-table';
import { useAfterPaint } from '../../components/use-after-paint';
import { hvBatteryQueryOptions, useHvBattery } from '../../features/battery/api/get-hv-battery';
import { CellTemperatures } from '../../features/battery/components/cell-temperatures';
import { CellVoltages } from '../../features/battery/components/cell-voltages';
import { PackSummary } from '../../features/battery/components/pack-summary';
import { readBattery } from '../../features/battery/signals';
import { NoEvData } from '../../features/ev/components/no-ev-data';
import { queryClient } from '../../lib/query-client';
import { useVehicleView, vehicleLoader } from '../vehicle-view';
import { useT } from '../../lib/i18n';

export const loader = vehicleLoader(
  ({ vin, asksEv }) => {
    if (asksEv) void queryClient.prefetchQuery(hvBatteryQueryOptions(vin));
  },
  { startsEveryQuery: true },
);

export function Component() {
  const t = useT();
  const { vin, evData, asksEv } = useVehicleView();
  const query = useHvBattery(vin, asksEv);
  const battery = useMemo(() => (query.data ? readBattery(query.data.signals) : undefined), [query.data]);
  // Every signal's row (the view's largest part) comes a frame after the charts: rendered with them, its section
  // (`content-visibility: auto`) was laid out skipped, found near the viewport and laid out again in the same frame.
  // Below everything else, it moves nothing when it comes.
  const allSignals = useAfterPaint(Boolean(query.data));

  if (evData === 'no') {
    return (
      <Section title={t('section.battery')}>
        <NoEvData what="battery" />
      </Section>
    );
  }
  return (
    <div className="battery">
      <Section title={t('battery.pack')}>
        <div className="reserve reserve--pack">
          <QueryState query={query} loading={<Skeleton lines={3} />}>
            {() => battery && <PackSummary battery={battery} />}
          </QueryState>
        </div>
      </Section>
      {!query.isError && (
        <>
          <Section title={t('battery.voltages')}>
            <div className="reserve reserve--voltages">
              <QueryState query={query} loading={<Skeleton lines={8} />}>
                {() =>
                  battery && <CellVoltages voltages={battery.voltages} timestamp={battery.cellVoltages?.timestamp} />
                }
              </QueryState>
            </div>
          </Section>
          <Section title={t('battery.temperatures')}>
            <div className="reserve reserve--temperatures">
              <QueryState query={query} loading={<Skeleton lines={6} />}>
                {() => battery && <CellTemperatures temperatures={battery.temperatures} />}
              </QueryState>
            </div>
          </Section>
          {query.data && allSignals && (
            <Section title={t('battery.allSignals')} className="section--later">
              <SignalTable signals={query.data.signals} caption={t('battery.allSignals.caption')} />
            </Section>
          )}
        </>
      )}
    </div>
  );
}
