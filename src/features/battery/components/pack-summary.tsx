import { memo } from 'react';
import { SignalValue } from '../../../components/signal-value';
import type { BatterySignals } from '../signals';
import { useT } from '../../../lib/i18n';
import { numberFormat } from '../../../utils/intl';

/** State of health, cycle count and the pack's voltage, current and power (positive into the battery). */
export const PackSummary = memo(function PackSummary({ battery }: { battery: BatterySignals }) {
  const t = useT();
  const kw = (v: unknown) =>
    typeof v === 'number'
      ? `${numberFormat(t.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(v / 1000)} kW`
      : String(v);
  const count = (v: unknown) => (typeof v === 'number' ? numberFormat(t.locale).format(Math.round(v)) : String(v));
  const health = (v: unknown) =>
    typeof v === 'number' ? `${numberFormat(t.locale, { maximumFractionDigits: 1 }).format(v)} %` : String(v);
  const soh = typeof battery.stateOfHealth?.value === 'number' ? battery.stateOfHealth.value : undefined;
  return (
    <dl className="stats">
      <div>
        <dt>{t('battery.soh')}</dt>
        <dd>
          <SignalValue signal={battery.stateOfHealth} format={health} />
          {soh !== undefined && soh < 85 && <span className="badge severity--warning">{t('battery.degraded')}</span>}
        </dd>
      </div>
      <div>
        <dt>{t('battery.cycles')}</dt>
        <dd>
          <SignalValue signal={battery.cycleCount} format={count} />
        </dd>
      </div>
      <div>
        <dt>{t('battery.packVoltage')}</dt>
        <dd>
          <SignalValue signal={battery.packVoltage} kind="voltage" digits={1} />
        </dd>
      </div>
      <div>
        <dt>{t('battery.packCurrent')}</dt>
        <dd>
          <SignalValue signal={battery.packCurrent} kind="current" />
        </dd>
      </div>
      <div>
        <dt>{t('battery.packPower')}</dt>
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
});
