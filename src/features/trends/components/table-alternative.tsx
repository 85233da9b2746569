import { useState } from 'react';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { useT } from '../../../lib/i18n';

export type Column<R> = DataColumn<R>;

type Props<R> = {
  caption: string;
  rows: readonly R[];
  /** The first column names each row (its header). */
  columns: readonly Column<R>[];
  rowKey: (row: R) => string;
  /** A last row, e.g. the period's totals. */
  footer?: R;
};

/** A chart's data as a table (WCAG 1.1.1), behind a disclosure; the rows are rendered only once it is open. */
export function TableAlternative<R>({ caption, rows, columns, rowKey, footer }: Props<R>) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <details className="trend-table" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('trends.showTable')}</summary>
      {open && (
        <DataTable
          caption={caption}
          showCaption
          rows={rows}
          columns={columns.map((c, i) => (i === 0 ? { ...c, rowHeader: true } : c))}
          rowKey={rowKey}
          footer={footer && { row: footer, className: 'trend-table__total' }}
        />
      )}
    </details>
  );
}
