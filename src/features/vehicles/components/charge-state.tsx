import type { EvBody } from '../../../../contract';
import { SignalValue } from '../../../components/signal-value';
import { formatDuration } from '../../../utils/time';

const CHARGING = 'Vehicle.Powertrain.TractionBattery.Charging';

/** Charging now or not, state of charge, range, limit and time to full, from GET /ev. */
export function ChargeState({ ev }: { ev: EvBody }) {
  const by = new Map(ev.signals.map((s) => [s.name, s]));
  const isCharging = by.get(`${CHARGING}.IsCharging`);
  const cable = [...by.values()].find((s) => /ChargingPort\.[A-Za-z]+\.IsChargingCableConnected$/.test(s.name));
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
          <SignalValue signal={by.get('Vehicle.Powertrain.TractionBattery.StateOfCharge.Current')} kind="percent" />
        </dd>
      </div>
      <div>
        <dt>Electric range</dt>
        <dd>
          <SignalValue signal={by.get('Vehicle.Powertrain.TractionBattery.Range')} kind="distance" />
        </dd>
      </div>
      <div>
        <dt>Charge limit</dt>
        <dd>
          <SignalValue signal={by.get(`${CHARGING}.ChargeLimit`)} kind="percent" />
        </dd>
      </div>
      {isCharging?.value === true && (
        <div>
          <dt>Time to full</dt>
          <dd>
            <SignalValue signal={by.get(`${CHARGING}.TimeToComplete`)} format={(v) => (typeof v === 'number' ? formatDuration(v) : String(v))} />
          </dd>
        </div>
      )}
    </dl>
  );
}
