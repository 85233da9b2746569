import type { Connector } from '../../../../contract/chargers';
import { useT, type T } from '../../../lib/i18n';
import { numberFormat } from '../../../utils/intl';

type Props = {
  connectors: readonly Connector[];
  /** The owner's name for a car ("Voltara Aero"), where it is one of the account's. */
  carLabel: (vin: string) => string;
};

/** What a connector is doing, in words (OCPP 2.0.1 status, and whether the car plugged in draws power). */
export function connectorState(t: T, c: Connector): string {
  const kW = `${numberFormat(t.locale, { maximumFractionDigits: 1 }).format(c.powerKW)} kW`;
  return t('chargers.connector.state', {
    status: c.status === 'Occupied' && c.powerKW > 0 ? 'Charging' : c.status,
    kW,
  });
}

/** Each connector: its type, its state and power, and which of the owner's cars is plugged in. */
export function ConnectorList({ connectors, carLabel }: Props) {
  const t = useT();
  return (
    <ul className="connectors">
      {connectors.map((c) => (
        <li
          key={c.id}
          className="card connector"
          data-status={c.status}
          aria-label={t('chargers.connector', { id: c.id })}
        >
          <h3 className="connector__name">
            {t('chargers.connector', { id: c.id })} <span className="muted">· {c.type}</span>
          </h3>
          <p className="connector__state">
            <span className="connector__dot" aria-hidden="true" />
            {connectorState(t, c)}
          </p>
          <p className="connector__car">
            {c.vin ? (
              t.rich('chargers.connector.car', { car: carLabel(c.vin), bdi: (x) => <bdi>{x}</bdi> })
            ) : (
              <span className="muted">{t('chargers.connector.noCar')}</span>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
