import type { SignalValue as Signal } from '../../../../contract';
import { Freshness } from '../../../components/freshness';
import { Icon } from '../../../components/icon';
import { summarize, type StatusModel } from '../model';
import { EnergySummary } from './energy-summary';
import { useT } from '../../../lib/i18n';

type Props = { model: StatusModel; hasFuel: boolean; hasEv: boolean; stateOfCharge?: Signal; batteryRange?: Signal };

const newest = (m: StatusModel) => {
  const ts = [...m.doors.flatMap((d) => Object.values(d.signals)), ...m.tyres.map((t) => t.pressure)]
    .filter((s): s is Signal => !!s)
    .map((s) => s.timestamp);
  return ts.sort().at(-1);
};

/** Locks, doors, tyres, fuel or charge, range and odometer in one block. */
export function AtAGlance({ model, hasFuel, hasEv, stateOfCharge, batteryRange }: Props) {
  const t = useT();
  const s = summarize(model);
  const updated = newest(model);
  return (
    <>
      <dl className="stats">
        <div>
          <dt>{t('glance.locks')}</dt>
          <dd className={s.locksOk ? 'ok' : 'attention'}>
            <Icon name={s.locksOk ? 'lock' : 'unlock'} />
            {s.locks}
          </dd>
        </div>
        <div>
          <dt>{t('glance.doors')}</dt>
          <dd>{s.doors}</dd>
        </div>
        <div>
          <dt>{t('glance.windows')}</dt>
          <dd>{s.windows}</dd>
        </div>
        <div>
          <dt>{t('glance.tyres')}</dt>
          <dd className={s.tyresOk ? 'ok' : 'attention'}>
            <Icon name={s.tyresOk ? 'check' : 'warning'} />
            {s.tyres}
          </dd>
        </div>
      </dl>
      {updated && (
        <p className="muted small">{t.rich('glance.reported', { age: <Freshness timestamp={updated} /> })}</p>
      )}
      <EnergySummary
        hasFuel={hasFuel}
        hasEv={hasEv}
        fuelLevel={model.fuelLevel}
        fuelRange={model.fuelRange}
        fuelLow={model.fuelLow}
        stateOfCharge={model.stateOfCharge ?? stateOfCharge}
        batteryRange={model.batteryRange ?? batteryRange}
        range={model.range}
        odometer={model.odometer}
      />
    </>
  );
}
