import type { Vehicle } from '../../../contract';

/** "Voltara Aero (2024)" or the VIN while the details are unknown. */
export function vehicleLabel(vin: string, v: Vehicle | undefined): string {
  if (!v) return vin;
  const id = v.Vehicle.VehicleIdentification;
  return `${id.Brand} ${id.Model} (${id.Year})`;
}

const RELATION_LABELS: Record<string, string> = {
  owner: 'Owner',
  support: 'Support access',
  fleet: 'Fleet',
};

export const relationLabel = (relation: string | undefined) =>
  relation ? (RELATION_LABELS[relation] ?? relation) : 'Added by hand';
