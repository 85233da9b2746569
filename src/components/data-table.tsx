import type { ReactNode } from 'react';

export type DataColumn<R> = {
  /** The column's name, shown in its header unless `head` is given. */
  header: string;
  /** What the header cell shows instead of its name (e.g. a select-all checkbox). */
  head?: ReactNode;
  cell: (row: R) => ReactNode;
  /** Figures: aligned right (`.num`). */
  numeric?: boolean;
  /** The row's header (`<th scope="row">`): what the row is about. */
  rowHeader?: boolean;
  /** The column's name on each cell (`data-label`), for tables stacked on a phone. */
  labelled?: boolean;
  className?: string;
};

type Props<R> = {
  /** The table's name (its caption) and, with `scrollRegion`, the region's. */
  caption: string;
  /** Shows the caption; by default screen readers alone read it (the section's heading says it). */
  showCaption?: boolean;
  rows: readonly R[];
  /** `false` leaves a column out (e.g. fuel when no journey used any). */
  columns: readonly (DataColumn<R> | false)[];
  rowKey: (row: R) => string;
  /** Shown instead of a table without rows. */
  empty?: ReactNode;
  /** A last row in the table's foot, e.g. the totals. */
  footer?: { row: R; className?: string };
  className?: string;
  /** Focusable and named, so a keyboard can scroll a table wider than a phone (default); off where the table has
   * its own controls to tab to. */
  scrollRegion?: boolean;
};

const classOf = (c: Pick<DataColumn<unknown>, 'numeric' | 'className'>) =>
  [c.numeric && 'num', c.className].filter(Boolean).join(' ') || undefined;

/** Rows of figures under a caption and one header row: the app's tables, from props alone. */
export function DataTable<R>({
  caption,
  showCaption = false,
  rows,
  columns,
  rowKey,
  empty,
  footer,
  className,
  scrollRegion = true,
}: Props<R>) {
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  const shown = columns.filter((c): c is DataColumn<R> => c !== false);
  const row = (r: R, key: string, rowClass?: string) => (
    <tr key={key} className={rowClass}>
      {shown.map((c, i) =>
        c.rowHeader ? (
          <th key={i} scope="row" className={classOf(c)}>
            {c.cell(r)}
          </th>
        ) : (
          <td key={i} className={classOf(c)} data-label={c.labelled ? c.header : undefined}>
            {c.cell(r)}
          </td>
        ),
      )}
    </tr>
  );
  const region = scrollRegion ? ({ tabIndex: 0, role: 'region', 'aria-label': caption } as const) : {};
  return (
    <div className="table-wrap" {...region}>
      <table className={className}>
        <caption className={showCaption ? undefined : 'visually-hidden'}>{caption}</caption>
        <thead>
          <tr>
            {shown.map((c, i) => (
              <th key={i} scope="col" className={classOf(c)}>
                {c.head ?? c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows.map((r) => row(r, rowKey(r)))}</tbody>
        {footer && <tfoot>{row(footer.row, 'footer', footer.className)}</tfoot>}
      </table>
    </div>
  );
}
