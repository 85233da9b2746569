import { memo } from 'react';
import type { SignalValue as Signal } from '../../../../contract';
import { Freshness } from '../../../components/freshness';
import { Icon } from '../../../components/icon';
import { summarize, type StatusModel } from '../model';
import { EnergySummary } from './energy-summary';
import { tyrePlace } from '../names';
import { useT } from '../../../lib/i18n';

type Props = { model: StatusModel; hasFuel: boolean; hasEv: boolean; stateOfCharge?: Signal; batteryRange?: Signal };

const newest = (m: StatusModel) => {
  const ts = [...m.doors.flatMap((d) => Object.values(d.signals)), ...m.tyres.map((t) => t.pressure)]
    .filter((s): s is Signal => !!s)
    .map((s) => s.timestamp);
  return ts.sort().at(-1);
};

/** Locks, doors, tyres, fuel or charge, range and odometer in one block. */
export const AtAGlance = memo(function AtAGlance({ model, hasFuel, hasEv, stateOfCharge, batteryRange }: Props) {
  const t = useT();
  const s = summarize(model);
  const count = (n: number | undefined) => (n === undefined ? 'none' : String(n));
  const low =
    s.lowTyres === undefined
      ? 'none'
      : s.lowTyres.length === 0
        ? 'ok'
        : s.lowTyres.map((x) => tyrePlace(t, x)).join(', ');
  const updated = newest(model);
  return (
    <>
      <dl className="stats">
        <div>
          <dt>{t('glance.locks')}</dt>
          <dd className={s.locksOk ? 'ok' : 'attention'}>
            <Icon name={s.locksOk ? 'lock' : 'unlock'} />
            {t('glance.locks.value', { count: count(s.unlocked) })}
          </dd>
        </div>
        <div>
          <dt>{t('glance.doors')}</dt>
          <dd>{t('glance.doors.value', { count: count(s.openDoors) })}</dd>
        </div>
        <div>
          <dt>{t('glance.windows')}</dt>
          <dd>{t('glance.windows.value', { count: count(s.openWindows) })}</dd>
        </div>
        <div>
          <dt>{t('glance.tyres')}</dt>
          <dd className={s.tyresOk ? 'ok' : 'attention'}>
            <Icon name={s.tyresOk ? 'check' : 'warning'} />
            {t('glance.tyres.value', { low })}
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
});
