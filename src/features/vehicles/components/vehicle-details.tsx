import type { Vehicle } from '../../../../contract';
import { humanize } from '../../../utils/format';
import { useT } from '../../../lib/i18n';
import { fuelLabel } from '../vehicle-label';

const CAPABILITY_LABELS: Record<string, string> = {
  'remote-lock': 'Remote lock',
  'remote-climate': 'Remote climate',
  'live-data-streaming': 'Live data streaming',
  'journey-log': 'Journey log',
  'ev-charging': 'EV charging',
};

/** Identification, fuel type and capabilities from GET /v1/vehicles/{vin}. */
export function VehicleDetails({ vehicle }: { vehicle: Vehicle }) {
  const t = useT();
  const id = vehicle.Vehicle.VehicleIdentification;
  const rows: [string, string][] = [
    ['Brand', id.Brand],
    ['Model', id.Model],
    ['Year', String(id.Year)],
    ['Body type', humanize(id.BodyType)],
    ['Colour', id.VehicleExteriorColor ?? 'Not reported'],
    ['Fuel type', fuelLabel(t, vehicle.Vehicle.Powertrain.FuelType)],
  ];
  return (
    <>
      <dl className="stats">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <h3 className="subhead">Capabilities</h3>
      {vehicle.Vehicle.Capabilities.length === 0 ? (
        <p className="muted">None reported.</p>
      ) : (
        <ul className="chips" aria-label="Capabilities">
          {vehicle.Vehicle.Capabilities.map((c) => (
            <li key={c} className="badge">
              {CAPABILITY_LABELS[c] ?? c}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
