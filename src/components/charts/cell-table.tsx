import { useId, useState } from 'react';
import type { CellMark } from './cell-chart';
import { useT } from '../../lib/i18n';

type Props = {
  label: string;
  values: readonly (number | null)[];
  format: (value: number) => string;
  marks: readonly CellMark[];
  valueHeading: string;
};

/**
 * The chart's table alternative behind "Show as table". Its rows (one per cell: 96–200, four elements and their texts
 * each, per chart) are built when it is first opened: the battery view opened with both tables built made about
 * 3,000 nodes nobody had asked to see.
 */
export function CellTable({ label, values, format, marks, valueHeading }: Props) {
  const t = useT();
  const tableId = useId();
  const [opened, setOpened] = useState(false);
  const tone = new Map(marks.map((m) => [m.index, m.tone]));
  return (
    <details className="cell-chart__table" onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      <summary aria-controls={tableId}>{t('chart.showTable')}</summary>
      <div className="table-wrap" id={tableId}>
        {opened && (
          <table>
            <caption className="visually-hidden">{label}</caption>
            <thead>
              <tr>
                <th scope="col">{t('chart.cell')}</th>
                <th scope="col" className="num">
                  {valueHeading}
                </th>
                <th scope="col">{t('chart.note')}</th>
              </tr>
            </thead>
            <tbody>
              {values.map((v, i) => (
                <tr key={i} className={tone.has(i) ? `cell-row--${tone.get(i)}` : undefined}>
                  <th scope="row">{t('chart.cellNumber', { cell: i + 1 })}</th>
                  <td className="num">{v === null ? '—' : format(v)}</td>
                  <td>
                    {marks
                      .filter((m) => m.index === i)
                      .map((m) => t(m.tone === 'low' ? 'chart.lowest' : 'chart.highest'))
                      .join(', ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </details>
  );
}
