import type { Vehicle } from '../../../../contract';

/** Brand and model, each in its own `<bdi>`: right-to-left text or a direction override in one stays inside it. */
export function VehicleName({ id }: { id: Vehicle['Vehicle']['VehicleIdentification'] }) {
  return (
    <>
      <bdi>{id.Brand}</bdi> <bdi>{id.Model}</bdi>
    </>
  );
}
