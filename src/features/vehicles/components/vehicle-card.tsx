import { Link } from 'react-router';
import type { Vehicle } from '../../../../contract';
import { LazyProblemAlert } from '../../../components/lazy-problem-alert';
import { paths } from '../../../config/paths';
import { humanize } from '../../../utils/format';
import { useT } from '../../../lib/i18n';
import { fuelLabel, relationLabel, VehicleName } from '../vehicle-label';

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
  const t = useT();
  const id = vehicle?.Vehicle.VehicleIdentification;
  return (
    <li className="card vehicle-card">
      <h3>
        {id ? (
          <Link to={paths.vehicle(vin)} className="clamp-lines">
            <VehicleName id={id} />
          </Link>
        ) : pending ? (
          t('vehicles.card.loading')
        ) : (
          vin
        )}
      </h3>
      <p className="muted">
        <span className="vin">{t('vehicles.card.vin', { vin })}</span>
      </p>
      {id && vehicle && (
        <p>
          {id.Year} · {t('vehicles.bodyType.value', { type: id.BodyType.toLowerCase(), shown: humanize(id.BodyType) })}{' '}
          · {fuelLabel(t, vehicle.Vehicle.Powertrain.FuelType)}
        </p>
      )}
      <p>
        <span className="badge">{relationLabel(t, relation)}</span>
      </p>
      {error !== undefined && error !== null && <LazyProblemAlert error={error} onRetry={onRetry} />}
      {onRemove && (
        <button
          type="button"
          className="button button--quiet"
          onClick={onRemove}
          aria-label={t('vehicles.card.removeLabel', { vin })}
        >
          {t('vehicles.card.remove')}
        </button>
      )}
    </li>
  );
}
