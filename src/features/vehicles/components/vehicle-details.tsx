import { memo } from 'react';
import type { Vehicle } from '../../../../contract';
import { humanize } from '../../../utils/format';
import { useT } from '../../../lib/i18n';
import { fuelLabel } from '../vehicle-label';

/** Identification, fuel type and capabilities from GET /v1/vehicles/{vin}. */
export const VehicleDetails = memo(function VehicleDetails({ vehicle }: { vehicle: Vehicle }) {
  const t = useT();
  const id = vehicle.Vehicle.VehicleIdentification;
  const rows: [string, string][] = [
    [t('vehicles.brand'), id.Brand],
    [t('vehicles.model'), id.Model],
    [t('vehicles.year'), String(id.Year)],
    [
      t('vehicles.bodyType'),
      t('vehicles.bodyType.value', { type: id.BodyType.toLowerCase(), shown: humanize(id.BodyType) }),
    ],
    [t('vehicles.colour'), id.VehicleExteriorColor ?? t('vehicles.notReported')],
    [t('vehicles.fuelType'), fuelLabel(t, vehicle.Vehicle.Powertrain.FuelType)],
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
      <h3 className="subhead">{t('vehicles.capabilities')}</h3>
      {vehicle.Vehicle.Capabilities.length === 0 ? (
        <p className="muted">{t('vehicles.capabilities.none')}</p>
      ) : (
        <ul className="chips" aria-label={t('vehicles.capabilities')}>
          {vehicle.Vehicle.Capabilities.map((c) => (
            <li key={c} className="badge">
              {t('vehicles.capability', { c: c.replaceAll('-', '_'), name: c })}
            </li>
          ))}
        </ul>
      )}
    </>
  );
});
