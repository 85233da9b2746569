import { memo } from 'react';
import type { EvBody } from '../../../../contract';
import { SignalValue } from '../../../components/signal-value';
import { formatDuration } from '../../../utils/time';
import { readEv } from '../signals';
import { useT } from '../../../lib/i18n';

/** Charging now or not, state of charge, range, limit and time to full, from GET /ev. */
export const ChargeState = memo(function ChargeState({ ev }: { ev: EvBody }) {
  const t = useT();
  const { isCharging, soc, range, chargeLimit, timeToComplete, ports } = readEv(ev.signals);
  const cable = ports.find((p) => p.cableConnected)?.cableConnected;
  return (
    <dl className="stats">
      <div>
        <dt>{t('ev.charging')}</dt>
        <dd>
          <SignalValue
            signal={isCharging}
            format={(v) => t('ev.chargingState', { state: v === true ? 'charging' : 'notCharging' })}
          />
        </dd>
      </div>
      <div>
        <dt>{t('ev.cable')}</dt>
        <dd>
          <SignalValue signal={cable} format={(v) => t('ev.cableState', { connected: v === true ? 'yes' : 'no' })} />
        </dd>
      </div>
      <div>
        <dt>{t('ev.soc')}</dt>
        <dd>
          <SignalValue signal={soc} kind="percent" />
        </dd>
      </div>
      <div>
        <dt>{t('ev.electricRange')}</dt>
        <dd>
          <SignalValue signal={range} kind="distance" />
        </dd>
      </div>
      <div>
        <dt>{t('ev.chargeLimit')}</dt>
        <dd>
          <SignalValue signal={chargeLimit} kind="percent" />
        </dd>
      </div>
      {isCharging?.value === true && (
        <div>
          <dt>{t('ev.timeToFull')}</dt>
          <dd>
            <SignalValue
              signal={timeToComplete}
              format={(v) => (typeof v === 'number' ? formatDuration(v, t.locale) : String(v))}
            />
          </dd>
        </div>
      )}
    </dl>
  );
});
