import { SignalValue } from '../../../components/signal-value';
import { Freshness } from '../../../components/freshness';
import { formatDuration } from '../../../utils/time';
import { numberOf } from '../../../utils/signals';
import { chargingState, portName, type EvSignals } from '../signals';
import { SocGauge } from './soc-gauge';
import { useT } from '../../../lib/i18n';

const yesNo = (yes: string, no: string) => (v: unknown) => (v === true ? yes : v === false ? no : String(v));

/** State of charge against the limit, range, charging state, power, time to full, and each charging port. */
export function EvStatus({ ev }: { ev: EvSignals }) {
  const t = useT();
  const state = chargingState(ev);
  const charging = ev.isCharging?.value === true;
  return (
    <>
      <SocGauge soc={numberOf(ev.soc)} limit={numberOf(ev.chargeLimit)} />
      {ev.soc && (
        <p className="muted ev-soc-age">
          State of charge reported <Freshness timestamp={ev.soc.timestamp} />
        </p>
      )}
      <dl className="stats">
        <div>
          <dt>Range</dt>
          <dd>
            <SignalValue signal={ev.range} kind="distance" />
          </dd>
        </div>
        <div>
          <dt>Charging state</dt>
          <dd>
            {state ? (
              <span className={`badge${charging ? ' badge--ok' : ''}`}>{state}</span>
            ) : (
              <span className="signal signal--missing">No data</span>
            )}
          </dd>
        </div>
        <div>
          <dt>Charging power</dt>
          <dd>
            <SignalValue signal={ev.power} kind="power" />
          </dd>
        </div>
        <div>
          <dt>Time to full</dt>
          <dd>
            {charging ? (
              <SignalValue
                signal={ev.timeToComplete}
                format={(v) => (typeof v === 'number' ? formatDuration(v, t.locale) : String(v))}
              />
            ) : (
              <span className="signal signal--missing">Not charging</span>
            )}
          </dd>
        </div>
        <div>
          <dt>Charge limit</dt>
          <dd>
            <SignalValue signal={ev.chargeLimit} kind="percent" />
          </dd>
        </div>
      </dl>
      {ev.ports.map((port) => (
        <dl className="stats" key={port.position} aria-label={portName(port.position)}>
          <div>
            <dt>{portName(port.position)} flap</dt>
            <dd>
              <SignalValue signal={port.flapOpen} format={yesNo('Open', 'Closed')} />
            </dd>
          </div>
          <div>
            <dt>Cable</dt>
            <dd>
              <SignalValue signal={port.cableConnected} format={yesNo('Connected', 'Not connected')} />
            </dd>
          </div>
          <div>
            <dt>Cable lock</dt>
            <dd>
              <SignalValue signal={port.cableLocked} format={yesNo('Locked', 'Unlocked')} />
            </dd>
          </div>
        </dl>
      ))}
    </>
  );
}
