import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { DataTable, type DataColumn } from './data-table';

afterEach(cleanup);

type Row = { day: string; km: number; fuel?: number };
const ROWS: Row[] = [
  { day: 'Monday', km: 12.5 },
  { day: 'Tuesday', km: 3 },
];
const columns = (fuel: boolean): (DataColumn<Row> | false)[] => [
  { header: 'Day', rowHeader: true, cell: (r) => r.day },
  { header: 'Distance', numeric: true, cell: (r) => `${r.km} km` },
  fuel && { header: 'Fuel', numeric: true, labelled: true, cell: (r) => r.fuel ?? '—' },
];

describe('DataTable', () => {
  it('is named by its caption, in a focusable region of the same name, with one header row', () => {
    render(<DataTable caption="Journeys per day" rows={ROWS} columns={columns(true)} rowKey={(r) => r.day} />);
    const region = screen.getByRole('region', { name: 'Journeys per day' });
    expect(region.tabIndex).toBe(0);
    const table = within(region).getByRole('table', { name: 'Journeys per day' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Day', 'Distance', 'Fuel']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Monday', 'Tuesday']);
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((c) => [c.textContent, c.className, c.dataset.label])).toEqual([
      ['12.5 km', 'num', undefined],
      ['—', 'num', 'Fuel'],
    ]);
    expect(table.querySelector('caption')!.className).toBe('visually-hidden');
  });

  it('leaves out a column given as false, and adds a footer row', () => {
    render(
      <DataTable
        caption="Week"
        showCaption
        scrollRegion={false}
        rows={ROWS}
        columns={columns(false)}
        rowKey={(r) => r.day}
        footer={{ row: { day: 'Total', km: 15.5 }, className: 'total' }}
      />,
    );
    expect(screen.queryByRole('region')).toBeNull();
    const table = screen.getByRole('table', { name: 'Week' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    const last = within(table).getAllByRole('row').at(-1)!;
    expect([last.className, last.parentElement!.tagName, last.textContent]).toEqual(['total', 'TFOOT', 'Total15.5 km']);
    expect(table.querySelector('caption')!.className).toBe('');
  });

  it('shows its empty state instead of a table without rows', () => {
    render(
      <DataTable caption="Week" rows={[]} columns={columns(false)} rowKey={(r) => r.day} empty={<p>No journeys</p>} />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No journeys')).toBeTruthy();
  });
});
