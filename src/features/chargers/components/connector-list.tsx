import type { Connector } from '../../../../contract/chargers';

type Props = {
  connectors: readonly Connector[];
  /** The owner's name for a car ("Voltara Aero"), where it is one of the account's. */
  carLabel: (vin: string) => string;
};

const kW = (n: number) => `${new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 }).format(n)} kW`;

/** What a connector is doing, in words (OCPP 2.0.1 status, and whether the car plugged in draws power). */
export function connectorState(c: Connector): string {
  switch (c.status) {
    case 'Occupied':
      return c.powerKW > 0 ? `Charging at ${kW(c.powerKW)}` : 'Plugged in, not charging';
    case 'Available':
      return 'Free';
    case 'Faulted':
      return 'Fault: not usable';
    case 'Reserved':
      return 'Reserved';
    case 'Unavailable':
      return 'Out of service';
  }
}

/** Each connector: its type, its state and power, and which of the owner's cars is plugged in. */
export function ConnectorList({ connectors, carLabel }: Props) {
  return (
    <ul className="connectors">
      {connectors.map((c) => (
        <li key={c.id} className="card connector" data-status={c.status} aria-label={`Connector ${c.id}`}>
          <h3 className="connector__name">
            Connector {c.id} <span className="muted">· {c.type}</span>
          </h3>
          <p className="connector__state">
            <span className="connector__dot" aria-hidden="true" />
            {connectorState(c)}
          </p>
          <p className="connector__car">
            {c.vin ? (
              <>
                <bdi>{carLabel(c.vin)}</bdi> plugged in
              </>
            ) : (
              <span className="muted">No car plugged in</span>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
