import type { Journey } from '../../../../contract';
import { useUnits } from '../../../stores/units-preference';
import { formatDateTime, formatDuration } from '../../../utils/time';
import { consumptionOf, formatAmount, formatDistance, formatRate, formatSpeed } from '../format';

type Props = {
  journeys: readonly Journey[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (select: boolean) => void;
  caption: string;
};

/** One page of journeys; the checkboxes choose which routes the map draws. */
export function JourneyTable({ journeys, selected, onToggle, onToggleAll, caption }: Props) {
  const units = useUnits();
  const allSelected = journeys.length > 0 && journeys.every((j) => selected.has(j.id));
  const usesFuel = journeys.some((j) => j.fuelUsed !== undefined) && !journeys.some((j) => j.energyUsed !== undefined);
  const usesBoth = journeys.some((j) => j.fuelUsed !== undefined) && journeys.some((j) => j.energyUsed !== undefined);
  const amountHead = usesBoth ? 'Energy / fuel' : usesFuel ? 'Fuel' : 'Energy';
  return (
    <div className="table-wrap">
      <table className="journey-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="journey-table__select">
              <input
                type="checkbox"
                checked={allSelected}
                onChange={(e) => onToggleAll(e.target.checked)}
                aria-label="Show every journey of this page on the map"
              />
            </th>
            <th scope="col">Start</th>
            <th scope="col" className="num">
              Distance
            </th>
            <th scope="col" className="num">
              Duration
            </th>
            <th scope="col" className="num">
              Avg speed
            </th>
            <th scope="col" className="num">
              {amountHead}
            </th>
            <th scope="col" className="num">
              Consumption
            </th>
          </tr>
        </thead>
        <tbody>
          {journeys.map((j) => {
            const c = consumptionOf(j);
            const start = formatDateTime(j.startTime, units.clock);
            return (
              <tr key={j.id}>
                <td className="journey-table__select">
                  <input
                    type="checkbox"
                    checked={selected.has(j.id)}
                    onChange={() => onToggle(j.id)}
                    aria-label={`Show the journey of ${start} on the map`}
                  />
                </td>
                <th scope="row">
                  <time dateTime={j.startTime}>{start}</time>
                </th>
                <td className="num">{formatDistance(j.distance, units)}</td>
                <td className="num">{formatDuration(j.duration)}</td>
                <td className="num">{formatSpeed(j.averageSpeed, units)}</td>
                <td className="num">{c ? formatAmount(c) : '—'}</td>
                <td className="num">{(c && formatRate(c, j.distance, units)) ?? '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
