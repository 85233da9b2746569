import type { Meter } from '../../../../contract/chargers';
import { useUnits } from '../../../stores/units-preference';
import { formatDateTime } from '../../../utils/time';

/** The charger's energy register: everything it has delivered since it was installed. */
export function MeterReading({ meter }: { meter: Meter }) {
  const { clock } = useUnits();
  return (
    <dl className="stats">
      <div>
        <dt>Meter</dt>
        <dd>
          {new Intl.NumberFormat(undefined, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(
            meter.energyKWh,
          )}{' '}
          kWh
        </dd>
      </div>
      <div>
        <dt>Read</dt>
        <dd>
          <time dateTime={meter.timestamp}>{formatDateTime(meter.timestamp, clock)}</time>
        </dd>
      </div>
    </dl>
  );
}
