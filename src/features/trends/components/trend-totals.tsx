import { useUnits } from '../../../stores/units-preference';
import type { Change, Figures } from '../../../utils/trends';
import { changeText, rowText } from '../model/format';
import { toRow, trendUnits } from '../model/rows';

type Props = {
  figures: Figures;
  currency: string;
  /** Against the previous period of the same length; undefined where there is none (all). */
  changes?: readonly Change[];
  previousLabel?: string;
};

/** The period's totals and averages, and how they compare with the period before. */
export function TrendTotals({ figures, currency, changes, previousLabel }: Props) {
  const userUnits = useUnits();
  const units = trendUnits(userUnits);
  const totals = toRow(figures, 'total', 'Whole period', userUnits);
  const uncosted = figures.uncosted;
  const t = rowText(totals, units, currency);
  const stats: [string, string][] = [
    ['Journeys', t.journeys],
    ['Distance', t.distance],
    ['Driving time', t.time],
    ['Average speed', t.speed],
  ];
  if (totals.energy !== null) stats.push(['Energy used', `${t.energy} · ${t.energyRate}`]);
  if (totals.fuel !== null) stats.push(['Fuel used', `${t.fuel} · ${t.fuelRate}`]);
  if (totals.cost !== null) stats.push(['Cost', t.cost]);
  if (totals.home !== null) stats.push(['Charged at home', `${t.home} · ${t.homeShare}`]);
  return (
    <>
      <dl className="stats" aria-label="Period totals">
        {stats.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {uncosted > 0 && (
        <p className="muted">
          {uncosted} {uncosted === 1 ? 'journey has' : 'journeys have'} no price for their day, so the cost leaves them
          out.
        </p>
      )}
      {changes && previousLabel && (
        <div className="trend-compare">
          <h3>Compared with {previousLabel}</h3>
          {changes.length === 0 ? (
            <p>No figures to compare.</p>
          ) : (
            <ul>
              {changes.map((c) => (
                <li key={c.figure} className={`trend-compare__${c.direction}`}>
                  {changeText(c, units, currency)}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </>
  );
}
