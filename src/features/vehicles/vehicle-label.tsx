import type { Vehicle } from '../../../contract';
import { isolate } from '../../utils/format';

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

const RELATION_LABELS: Record<string, string> = {
  owner: 'Owner',
  support: 'Support access',
  fleet: 'Fleet',
};

export const relationLabel = (relation: string | undefined) =>
  relation ? (RELATION_LABELS[relation] ?? relation) : 'Added by hand';
