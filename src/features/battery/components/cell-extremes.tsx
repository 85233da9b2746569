import type { CellMark } from '../../../components/charts/cell-chart';
import { cellNumber, type CellExtreme, type CellStats } from '../../../utils/cells';

/** The lowest and highest cell marked on the chart, e.g. "Cell 17 — lowest 3.712 V". */
export function extremeMarks(
  { min, max }: CellStats,
  format: (value: number) => string,
  words: { low: string; high: string },
): CellMark[] {
  return [
    { index: min.index, tone: 'low', label: `Cell ${cellNumber(min.index)} — ${words.low} ${format(min.value)}` },
    { index: max.index, tone: 'high', label: `Cell ${cellNumber(max.index)} — ${words.high} ${format(max.value)}` },
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
  return (
    <div>
      <dt>{term}</dt>
      <dd>
        {format(cell.value)} <span className="muted">cell {cellNumber(cell.index)}</span>
      </dd>
    </div>
  );
}
