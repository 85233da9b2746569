import type { SignalValue as Signal } from '../../../../contract';
import { Icon } from '../../../components/icon';
import { SignalValue } from '../../../components/signal-value';
import { useT } from '../../../lib/i18n';

type Props = {
  hasFuel: boolean;
  hasEv: boolean;
  fuelLevel?: Signal;
  fuelRange?: Signal;
  fuelLow?: Signal;
  stateOfCharge?: Signal;
  batteryRange?: Signal;
  range?: Signal;
  odometer?: Signal;
};

/** Fuel level and range, or charge and range (both for a plug-in hybrid), and the odometer. */
export function EnergySummary({
  hasFuel,
  hasEv,
  fuelLevel,
  fuelRange,
  fuelLow,
  stateOfCharge,
  batteryRange,
  range,
  odometer,
}: Props) {
  const t = useT();
  return (
    <dl className="stats">
      {hasFuel && (
        <div>
          <dt>{t('energy.fuelLevel')}</dt>
          <dd>
            <SignalValue signal={fuelLevel} kind="percent" />
            {fuelLow?.value === true && (
              <span className="severity--warning">
                <Icon name="warning" /> {t('energy.fuelLow')}
              </span>
            )}
          </dd>
        </div>
      )}
      {hasFuel && (
        <div>
          <dt>{t('energy.fuelRange')}</dt>
          <dd>
            <SignalValue signal={fuelRange} kind="distance" />
          </dd>
        </div>
      )}
      {hasEv && (
        <div>
          <dt>{t('energy.stateOfCharge')}</dt>
          <dd>
            <SignalValue signal={stateOfCharge} kind="percent" />
          </dd>
        </div>
      )}
      {hasEv && (
        <div>
          <dt>{t('energy.electricRange')}</dt>
          <dd>
            <SignalValue signal={batteryRange} kind="distance" />
          </dd>
        </div>
      )}
      {range && (hasFuel === hasEv || !(fuelRange || batteryRange)) && (
        <div>
          <dt>{t('energy.totalRange')}</dt>
          <dd>
            <SignalValue signal={range} kind="distance" />
          </dd>
        </div>
      )}
      <div>
        <dt>{t('energy.odometer')}</dt>
        <dd>
          <SignalValue signal={odometer} kind="distance" digits={0} />
        </dd>
      </div>
    </dl>
  );
}
