import { SignalValue } from '../../../components/signal-value';
import { Freshness } from '../../../components/freshness';
import { formatDuration } from '../../../utils/time';
import { numberOf } from '../../../utils/signals';
import { chargingState, type EvSignals } from '../signals';
import { SocGauge } from './soc-gauge';
import { useT, type MessageKey } from '../../../lib/i18n';

/** State of charge against the limit, range, charging state, power, time to full, and each charging port. */
export function EvStatus({ ev }: { ev: EvSignals }) {
  const t = useT();
  const state = chargingState(ev);
  const yesNo = (key: MessageKey) => (v: unknown) => (typeof v === 'boolean' ? t(key, { yes: String(v) }) : String(v));
  const portName = (position: string) => t('ev.port', { position });
  const charging = ev.isCharging?.value === true;
  return (
    <>
      <SocGauge soc={numberOf(ev.soc)} limit={numberOf(ev.chargeLimit)} />
      {ev.soc && (
        <p className="muted ev-soc-age">
          {t('ev.socReported')} <Freshness timestamp={ev.soc.timestamp} />
        </p>
      )}
      <dl className="stats">
        <div>
          <dt>{t('ev.range')}</dt>
          <dd>
            <SignalValue signal={ev.range} kind="distance" />
          </dd>
        </div>
        <div>
          <dt>{t('ev.chargingStateLabel')}</dt>
          <dd>
            {state ? (
              <span className={`badge${charging ? ' badge--ok' : ''}`}>{t('ev.chargingState', { state })}</span>
            ) : (
              <span className="signal signal--missing">{t('ev.noData')}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('ev.power')}</dt>
          <dd>
            <SignalValue signal={ev.power} kind="power" />
          </dd>
        </div>
        <div>
          <dt>{t('ev.timeToFull')}</dt>
          <dd>
            {charging ? (
              <SignalValue
                signal={ev.timeToComplete}
                format={(v) => (typeof v === 'number' ? formatDuration(v, t.locale) : String(v))}
              />
            ) : (
              <span className="signal signal--missing">{t('ev.chargingState', { state: 'notCharging' })}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('ev.chargeLimit')}</dt>
          <dd>
            <SignalValue signal={ev.chargeLimit} kind="percent" />
          </dd>
        </div>
      </dl>
      {ev.ports.map((port) => (
        <dl className="stats" key={port.position} aria-label={portName(port.position)}>
          <div>
            <dt>{t('ev.flap', { port: portName(port.position) })}</dt>
            <dd>
              <SignalValue signal={port.flapOpen} format={yesNo('ev.flapState')} />
            </dd>
          </div>
          <div>
            <dt>{t('ev.cable')}</dt>
            <dd>
              <SignalValue signal={port.cableConnected} format={yesNo('ev.cableState.yes')} />
            </dd>
          </div>
          <div>
            <dt>{t('ev.cableLock')}</dt>
            <dd>
              <SignalValue signal={port.cableLocked} format={yesNo('ev.lockState')} />
            </dd>
          </div>
        </dl>
      ))}
    </>
  );
}
