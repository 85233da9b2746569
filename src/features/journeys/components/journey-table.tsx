import type { Journey } from '../../../../contract';
import { DataTable } from '../../../components/data-table';
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
  const checkbox = (checked: boolean, onChange: (checked: boolean) => void, label: string) => (
    <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} aria-label={label} />
  );
  const start = (j: Journey) => formatDateTime(j.startTime, units.clock, t.locale);
  return (
    // Not a focusable region: its checkboxes take the keyboard in.
    <DataTable
      caption={caption}
      className="journey-table"
      scrollRegion={false}
      rows={journeys}
      rowKey={(j) => j.id}
      columns={[
        {
          header: t('journeys.showAll'),
          head: checkbox(allSelected, onToggleAll, t('journeys.showAll')),
          className: 'journey-table__select',
          cell: (j) => checkbox(selected.has(j.id), () => onToggle(j.id), t('journeys.showOne', { start: start(j) })),
        },
        {
          header: t('journeys.start'),
          rowHeader: true,
          cell: (j) => <time dateTime={j.startTime}>{start(j)}</time>,
        },
        { header: t('journeys.distance'), numeric: true, cell: (j) => formatDistance(j.distance, units, t.locale) },
        { header: t('ev.session.duration'), numeric: true, cell: (j) => formatDuration(j.duration, t.locale) },
        { header: t('journeys.avgSpeed'), numeric: true, cell: (j) => formatSpeed(j.averageSpeed, units, t.locale) },
        {
          header: amountHead,
          numeric: true,
          cell: (j) => {
            const c = consumptionOf(j);
            return c ? formatAmount(c, t.locale) : '—';
          },
        },
        {
          header: t('journeys.consumption'),
          numeric: true,
          cell: (j) => {
            const c = consumptionOf(j);
            return (c && formatRate(c, j.distance, units, t.locale)) ?? '—';
          },
        },
      ]}
    />
  );
}
