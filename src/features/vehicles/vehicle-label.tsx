import type { Vehicle } from '../../../contract';
import { humanize, isolate } from '../../utils/format';
import type { T } from '../../lib/i18n';

type Identification = Vehicle['Vehicle']['VehicleIdentification'];

/** "Voltara Aero" as plain text, brand and model each isolated (see `isolate`); in markup, `<VehicleName>`. */
export const vehicleName = (id: Identification): string => `${isolate(id.Brand)} ${isolate(id.Model)}`;

/** "Voltara Aero" in markup: each in its own isolate, so a direction override in one cannot reorder the other. */
export function VehicleName({ id }: { id: Identification }) {
  return (
    <>
      <bdi>{id.Brand}</bdi> <bdi>{id.Model}</bdi>
    </>
  );
}

/** "Voltara Aero (2024)" or the VIN while the details are unknown. */
export function vehicleLabel(vin: string, v: Vehicle | undefined): string {
  if (!v) return vin;
  const id = v.Vehicle.VehicleIdentification;
  return `${vehicleName(id)} (${id.Year})`;
}

/** How the user relates to the car, in words; a relation the app does not know yet shows as the service sent it. */
export const relationLabel = (t: T, relation: string | undefined) =>
  t('vehicles.relation', { relation: relation ?? 'manual' });

export const fuelLabel = (t: T, fuel: string) =>
  t('vehicles.fuel', { fuel: fuel.replaceAll('-', '_'), shown: humanize(fuel) });
