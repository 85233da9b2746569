import { useState } from 'react';
import { useT } from '../../../lib/i18n';

export type Column<R> = { header: string; cell: (row: R) => string; numeric?: boolean };

type Props<R> = {
  caption: string;
  rows: readonly R[];
  columns: readonly Column<R>[];
  rowKey: (row: R) => string;
  /** A last row, e.g. the period's totals. */
  footer?: R;
};

/** A chart's data as a table (WCAG 1.1.1), behind a disclosure; the rows are rendered only once it is open. */
export function TableAlternative<R>({ caption, rows, columns, rowKey, footer }: Props<R>) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [first, ...rest] = columns;
  const row = (r: R, key: string, total = false) => (
    <tr key={key} className={total ? 'trend-table__total' : undefined}>
      <th scope="row">{first!.cell(r)}</th>
      {rest.map((c) => (
        <td key={c.header} className={c.numeric ? 'num' : undefined}>
          {c.cell(r)}
        </td>
      ))}
    </tr>
  );
  return (
    <details className="trend-table" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('trends.showTable')}</summary>
      {open && (
        <div className="table-wrap" tabIndex={0} role="region" aria-label={caption}>
          <table>
            <caption>{caption}</caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.header} scope="col" className={c.numeric ? 'num' : undefined}>
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{rows.map((r) => row(r, rowKey(r)))}</tbody>
            {footer && <tfoot>{row(footer, 'total', true)}</tfoot>}
          </table>
        </div>
      )}
    </details>
  );
}
