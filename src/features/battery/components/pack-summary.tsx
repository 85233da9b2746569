import { SignalValue } from '../../../components/signal-value';
import type { BatterySignals } from '../signals';

const kw = (v: unknown) =>
  typeof v === 'number'
    ? `${new Intl.NumberFormat(undefined, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(v / 1000)} kW`
    : String(v);
const count = (v: unknown) => (typeof v === 'number' ? new Intl.NumberFormat().format(Math.round(v)) : String(v));
const health = (v: unknown) =>
  typeof v === 'number' ? `${new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 }).format(v)} %` : String(v);

/** State of health, cycle count and the pack's voltage, current and power (positive into the battery). */
export function PackSummary({ battery }: { battery: BatterySignals }) {
  const soh = typeof battery.stateOfHealth?.value === 'number' ? battery.stateOfHealth.value : undefined;
  return (
    <dl className="stats">
      <div>
        <dt>State of health</dt>
        <dd>
          <SignalValue signal={battery.stateOfHealth} format={health} />
          {soh !== undefined && soh < 85 && <span className="badge severity--warning">Degraded</span>}
        </dd>
      </div>
      <div>
        <dt>Charge cycles</dt>
        <dd>
          <SignalValue signal={battery.cycleCount} format={count} />
        </dd>
      </div>
      <div>
        <dt>Pack voltage</dt>
        <dd>
          <SignalValue signal={battery.packVoltage} kind="voltage" digits={1} />
        </dd>
      </div>
      <div>
        <dt>Pack current</dt>
        <dd>
          <SignalValue signal={battery.packCurrent} kind="current" />
        </dd>
      </div>
      <div>
        <dt>Pack power</dt>
        <dd>
          <SignalValue
            signal={battery.packPower}
            format={battery.packPower?.unit === 'kW' ? undefined : kw}
            kind="power"
          />
        </dd>
      </div>
    </dl>
  );
}
