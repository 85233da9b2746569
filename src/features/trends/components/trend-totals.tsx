import { useUnits } from '../../../stores/units-preference';
import type { Change, Figures } from '../../../utils/trends';
import { changeText, rowText } from '../model/format';
import { toRow, trendUnits } from '../model/rows';
import { useT } from '../../../lib/i18n';

type Props = {
  figures: Figures;
  currency: string;
  /** Against the previous period of the same length; undefined where there is none (all). */
  changes?: readonly Change[];
  previousLabel?: string;
  /** The first day with journeys, when that is too late in the period before to compare with it. */
  notKeptFrom?: string;
};

/** The period's totals and averages, and how they compare with the period before. */
export function TrendTotals({ figures, currency, changes, previousLabel, notKeptFrom }: Props) {
  const t = useT();
  const userUnits = useUnits();
  const units = trendUnits(userUnits);
  const totals = toRow(figures, 'total', t('trends.wholePeriod'), userUnits);
  const uncosted = figures.uncosted;
  const x = rowText(totals, units, currency, t.locale);
  const name = (figure: string) => t('trends.figure', { figure });
  const stats: [string, string][] = [
    [name('journeys'), x.journeys],
    [name('distance'), x.distance],
    [name('duration'), x.time],
    [name('averageSpeed'), x.speed],
  ];
  if (totals.energy !== null) stats.push([name('energy'), `${x.energy} · ${x.energyRate}`]);
  if (totals.fuel !== null) stats.push([name('fuel'), `${x.fuel} · ${x.fuelRate}`]);
  if (totals.cost !== null) stats.push([name('cost'), x.cost]);
  if (totals.home !== null) stats.push([name('home'), `${x.home} · ${x.homeShare}`]);
  return (
    <>
      <dl className="stats" aria-label={t('trends.totals')}>
        {stats.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {uncosted > 0 && <p className="muted">{t('trends.uncosted', { count: uncosted })}</p>}
      {changes && previousLabel && (
        <div className="trend-compare">
          <h3>{t('trends.compared', { previous: previousLabel })}</h3>
          {notKeptFrom ? (
            <p>{t('trends.compared.notKept', { from: notKeptFrom })}</p>
          ) : changes.length === 0 ? (
            <p>{t('trends.compared.none')}</p>
          ) : (
            <ul>
              {changes.map((c) => (
                <li key={c.figure} className={`trend-compare__${c.direction}`}>
                  {changeText(t, c, units, currency)}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </>
  );
}
