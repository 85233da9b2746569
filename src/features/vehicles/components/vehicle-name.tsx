import type { Vehicle } from '../../../../contract';

/** "Voltara Aero": brand and model each in its own isolate, so a direction override in one cannot reorder the other. */
export function VehicleName({ id }: { id: Vehicle['Vehicle']['VehicleIdentification'] }) {
  return (
    <>
      <bdi>{id.Brand}</bdi> <bdi>{id.Model}</bdi>
    </>
  );
}
