import type { Vehicle } from '../../contract';

/** Whether a car has EV data (`/ev`, `/ev/hv-battery`); 'unknown' until its vehicle record is known. */
export type EvData = 'yes' | 'no' | 'unknown';

/**
 * The one answer to "does this car have EV data?". The service serves EV data only to cars with `ev-charging` and
 * answers 404 otherwise, so the vehicle's capabilities or a 404 from an EV endpoint settle it. Views ask for EV data
 * unless the answer is 'no', so no EV request waits for the vehicle record.
 */
export function evDataOf(vehicle: Vehicle | undefined, evStatus?: number): EvData {
  if (evStatus === 404) return 'no';
  if (vehicle === undefined) return 'unknown';
  return vehicle.Vehicle.Capabilities.includes('ev-charging') ? 'yes' : 'no';
}

/** A tank to show fuel for: anything but a battery-electric car (false while the vehicle is not known). */
export function hasFuelTank(vehicle: Vehicle | undefined): boolean {
  const fuel = vehicle?.Vehicle.Powertrain.FuelType ?? '';
  return fuel !== '' && fuel !== 'electric';
}
