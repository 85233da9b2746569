import { Link } from 'react-router';
import type { Vehicle } from '../../../../contract';
import { LazyProblemAlert } from '../../../components/lazy-problem-alert';
import { paths } from '../../../config/paths';
import { fuelLabel, humanize } from '../../../utils/format';
import { relationLabel, VehicleName } from '../vehicle-label';

type Props = {
  vin: string;
  relation?: string;
  vehicle?: Vehicle;
  pending: boolean;
  error?: unknown;
  onRetry: () => void;
  onRemove?: () => void;
};

/** One car in the garage: what it is, how the user relates to it, a link in; or why it cannot be read. */
export function VehicleCard({ vin, relation, vehicle, pending, error, onRetry, onRemove }: Props) {
  const id = vehicle?.Vehicle.VehicleIdentification;
  return (
    <li className="card vehicle-card">
      <h3>
        {id ? (
          <Link to={paths.vehicle(vin)} className="clamp-lines">
            <VehicleName id={id} />
          </Link>
        ) : pending ? (
          'Loading…'
        ) : (
          vin
        )}
      </h3>
      <p className="muted">
        <span className="vin">VIN {vin}</span>
      </p>
      {id && vehicle && (
        <p>
          {id.Year} · {humanize(id.BodyType)} · {fuelLabel(vehicle.Vehicle.Powertrain.FuelType)}
        </p>
      )}
      <p>
        <span className="badge">{relationLabel(relation)}</span>
      </p>
      {error !== undefined && error !== null && <LazyProblemAlert error={error} onRetry={onRetry} />}
      {onRemove && (
        <button
          type="button"
          className="button button--quiet"
          onClick={onRemove}
          aria-label={`Remove ${vin} from the garage`}
        >
          Remove
        </button>
      )}
    </li>
  );
}
