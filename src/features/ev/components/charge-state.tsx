import type { EvBody } from '../../../../contract';
import { SignalValue } from '../../../components/signal-value';
import { formatDuration } from '../../../utils/time';
import { readEv } from '../signals';
import { useT } from '../../../lib/i18n';

/** Charging now or not, state of charge, range, limit and time to full, from GET /ev. */
export function ChargeState({ ev }: { ev: EvBody }) {
  const t = useT();
  const { isCharging, soc, range, chargeLimit, timeToComplete, ports } = readEv(ev.signals);
  const cable = ports.find((p) => p.cableConnected)?.cableConnected;
  return (
    <dl className="stats">
      <div>
        <dt>Charging</dt>
        <dd>
          <SignalValue signal={isCharging} format={(v) => (v === true ? 'Charging' : 'Not charging')} />
        </dd>
      </div>
      <div>
        <dt>Cable</dt>
        <dd>
          <SignalValue signal={cable} format={(v) => (v === true ? 'Connected' : 'Not connected')} />
        </dd>
      </div>
      <div>
        <dt>State of charge</dt>
        <dd>
          <SignalValue signal={soc} kind="percent" />
        </dd>
      </div>
      <div>
        <dt>Electric range</dt>
        <dd>
          <SignalValue signal={range} kind="distance" />
        </dd>
      </div>
      <div>
        <dt>Charge limit</dt>
        <dd>
          <SignalValue signal={chargeLimit} kind="percent" />
        </dd>
      </div>
      {isCharging?.value === true && (
        <div>
          <dt>Time to full</dt>
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
}
