import type { SignalValue as Signal } from '../../../../contract';
import { Icon } from '../../../components/icon';
import { SignalValue } from '../../../components/signal-value';

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
  return (
    <dl className="stats">
      {hasFuel && (
        <div>
          <dt>Fuel level</dt>
          <dd>
            <SignalValue signal={fuelLevel} kind="percent" />
            {fuelLow?.value === true && (
              <span className="severity--warning">
                <Icon name="warning" /> Fuel low
              </span>
            )}
          </dd>
        </div>
      )}
      {hasFuel && (
        <div>
          <dt>Fuel range</dt>
          <dd>
            <SignalValue signal={fuelRange} kind="distance" />
          </dd>
        </div>
      )}
      {hasEv && (
        <div>
          <dt>State of charge</dt>
          <dd>
            <SignalValue signal={stateOfCharge} kind="percent" />
          </dd>
        </div>
      )}
      {hasEv && (
        <div>
          <dt>Electric range</dt>
          <dd>
            <SignalValue signal={batteryRange} kind="distance" />
          </dd>
        </div>
      )}
      {range && (hasFuel === hasEv || !(fuelRange || batteryRange)) && (
        <div>
          <dt>Total range</dt>
          <dd>
            <SignalValue signal={range} kind="distance" />
          </dd>
        </div>
      )}
      <div>
        <dt>Odometer</dt>
        <dd>
          <SignalValue signal={odometer} kind="distance" digits={0} />
        </dd>
      </div>
    </dl>
  );
}
