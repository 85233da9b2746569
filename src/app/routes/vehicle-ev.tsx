import '../../features/ev/ev.css';
import { useMemo } from 'react';
import { QueryState, Skeleton } from '../../components/query-state';
import { Section } from '../../components/section';
import { SignalTable } from '../../components/signal-table';
import { useNow } from '../../components/use-now';
import { evQueryOptions, useEv } from '../../features/ev/api/get-ev';
import { ChargingSession } from '../../features/ev/components/charging-session';
import { EvStatus } from '../../features/ev/components/ev-status';
import { NoEvData } from '../../features/ev/components/no-ev-data';
import { readEv } from '../../features/ev/signals';
import { queryClient } from '../../lib/query-client';
import { useVehicleView, vehicleLoader } from '../vehicle-view';
import { useT } from '../../lib/i18n';

export const loader = vehicleLoader(
  ({ vin, asksEv }) => {
    if (asksEv) void queryClient.prefetchQuery(evQueryOptions(vin));
  },
  { startsEveryQuery: true },
);

export function Component() {
  const t = useT();
  const { vin, evData, asksEv } = useVehicleView();
  const now = useNow();
  const query = useEv(vin, asksEv);
  const ev = useMemo(() => (query.data ? readEv(query.data.signals) : undefined), [query.data]);

  if (evData === 'no') {
    return (
      <Section title={t('section.ev')}>
        <NoEvData />
      </Section>
    );
  }

  return (
    <div className="ev">
      <Section title={t('ev.charge')}>
        <div className="reserve reserve--ev-status">
          <QueryState query={query} loading={<Skeleton lines={5} />}>
            {() => ev && <EvStatus ev={ev} />}
          </QueryState>
        </div>
      </Section>
      <Section title={t('ev.session.title', { current: query.data?.chargingSession?.end === null ? 'yes' : 'no' })}>
        <div className="reserve reserve--session">
          <QueryState query={query} loading={<Skeleton lines={3} />}>
            {(data) => <ChargingSession session={data.chargingSession} now={now} />}
          </QueryState>
        </div>
      </Section>
      {query.data && (
        <Section title={t('ev.allSignals')}>
          <SignalTable signals={query.data.signals} caption={t('ev.allSignals.caption')} />
        </Section>
      )}
    </div>
  );
}
