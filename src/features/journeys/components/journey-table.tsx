import type { Journey } from '../../../../contract';
import { useUnits } from '../../../stores/units-preference';
import { formatDateTime, formatDuration } from '../../../utils/time';
import { consumptionOf, formatAmount, formatDistance, formatRate, formatSpeed } from '../format';
import { useT } from '../../../lib/i18n';

type Props = {
  journeys: readonly Journey[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (select: boolean) => void;
  caption: string;
};

/** One page of journeys; the checkboxes choose which routes the map draws. */
export function JourneyTable({ journeys, selected, onToggle, onToggleAll, caption }: Props) {
  const t = useT();
  const units = useUnits();
  const allSelected = journeys.length > 0 && journeys.every((j) => selected.has(j.id));
  const usesFuel = journeys.some((j) => j.fuelUsed !== undefined) && !journeys.some((j) => j.energyUsed !== undefined);
  const usesBoth = journeys.some((j) => j.fuelUsed !== undefined) && journeys.some((j) => j.energyUsed !== undefined);
  const amountHead = t('journeys.amount', { kind: usesBoth ? 'both' : usesFuel ? 'fuel' : 'energy' });
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
                aria-label={t('journeys.showAll')}
              />
            </th>
            <th scope="col">{t('journeys.start')}</th>
            <th scope="col" className="num">
              {t('journeys.distance')}
            </th>
            <th scope="col" className="num">
              {t('ev.session.duration')}
            </th>
            <th scope="col" className="num">
              {t('journeys.avgSpeed')}
            </th>
            <th scope="col" className="num">
              {amountHead}
            </th>
            <th scope="col" className="num">
              {t('journeys.consumption')}
            </th>
          </tr>
        </thead>
        <tbody>
          {journeys.map((j) => {
            const c = consumptionOf(j);
            const start = formatDateTime(j.startTime, units.clock, t.locale);
            return (
              <tr key={j.id}>
                <td className="journey-table__select">
                  <input
                    type="checkbox"
                    checked={selected.has(j.id)}
                    onChange={() => onToggle(j.id)}
                    aria-label={t('journeys.showOne', { start })}
                  />
                </td>
                <th scope="row">
                  <time dateTime={j.startTime}>{start}</time>
                </th>
                <td className="num">{formatDistance(j.distance, units, t.locale)}</td>
                <td className="num">{formatDuration(j.duration, t.locale)}</td>
                <td className="num">{formatSpeed(j.averageSpeed, units, t.locale)}</td>
                <td className="num">{c ? formatAmount(c, t.locale) : '—'}</td>
                <td className="num">{(c && formatRate(c, j.distance, units, t.locale)) ?? '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
