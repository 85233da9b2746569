import type { CellMark } from '../../../components/charts/cell-chart';
import { cellNumber, type CellExtreme, type CellStats } from '../../../utils/cells';
import { useT, type T } from '../../../lib/i18n';

/** The lowest and highest cell marked on the chart, e.g. "Cell 17 — lowest 3.712 V". */
export function extremeMarks(
  { min, max }: CellStats,
  format: (value: number) => string,
  words: { low: string; high: string },
  t: T,
): CellMark[] {
  const mark = (cell: CellExtreme, word: string) =>
    t('battery.cellMark', { cell: cellNumber(cell.index), word, value: format(cell.value) });
  return [
    { index: min.index, tone: 'low', label: mark(min, words.low) },
    { index: max.index, tone: 'high', label: mark(max, words.high) },
  ];
}

/** A row of a stats list: an extreme value and the cell that holds it. */
export function CellExtremeRow({
  term,
  cell,
  format,
}: {
  term: string;
  cell: CellExtreme;
  format: (value: number) => string;
}) {
  const t = useT();
  return (
    <div>
      <dt>{term}</dt>
      <dd>
        {format(cell.value)} <span className="muted">{t('battery.cell', { cell: cellNumber(cell.index) })}</span>
      </dd>
    </div>
  );
}
