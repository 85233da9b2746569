import { useUnits } from '../../../stores/units-preference';
import { formatDuration } from '../../../utils/time';
import { formatAmount, formatDistance, formatRate, type JourneyTotals as Totals } from '../format';

type Props = { totals: Totals; complete: boolean; totalElements: number };

/** Count, distance, time and energy or fuel over the whole range. */
export function JourneyTotals({ totals, complete, totalElements }: Props) {
  const units = useUnits();
  return (
    <>
      <dl className="stats">
        <div>
          <dt>Journeys</dt>
          <dd>{new Intl.NumberFormat().format(totalElements)}</dd>
        </div>
        <div>
          <dt>Distance</dt>
          <dd>{formatDistance(totals.distance, units)}</dd>
        </div>
        <div>
          <dt>Driving time</dt>
          <dd>{formatDuration(totals.duration)}</dd>
        </div>
        {totals.hasEnergy && (
          <div>
            <dt>Energy</dt>
            <dd>
              {formatAmount({ kind: 'energy', kWh: totals.energy })}
              <span className="muted">
                {' '}
                · {formatRate({ kind: 'energy', kWh: totals.energy }, totals.distance, units) ?? '—'}
              </span>
            </dd>
          </div>
        )}
        {totals.hasFuel && (
          <div>
            <dt>Fuel</dt>
            <dd>
              {formatAmount({ kind: 'fuel', litres: totals.fuel })}
              <span className="muted">
                {' '}
                · {formatRate({ kind: 'fuel', litres: totals.fuel }, totals.distance, units) ?? '—'}
              </span>
            </dd>
          </div>
        )}
      </dl>
      {!complete && (
        <p className="muted">
          Totals cover the first {totals.count} of {totalElements} journeys; choose a shorter range for exact figures.
        </p>
      )}
    </>
  );
}
