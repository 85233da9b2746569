import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aggregate, compareFigures, dayOfDate } from '../../../utils/trends';
import { PriceForm } from './price-form';
import { TableAlternative } from './table-alternative';
import { TrendTotals } from './trend-totals';

afterEach(cleanup);

const period = { firstDay: dayOfDate('2026-11-01'), lastDay: dayOfDate('2026-11-07') };
const trip = (startTime: string, km: number) => ({
  startTime,
  endTime: startTime,
  distance: km * 1000,
  duration: 1800,
  energyUsed: km * 0.15,
});
const totals = (trips: ReturnType<typeof trip>[]) =>
  aggregate(trips, { period, granularity: 'day', timeZone: 'UTC' }).totals;

describe('TrendTotals', () => {
  it('says so, instead of figures, when the journeys do not reach far enough into the period before', () => {
    const now = totals([trip('2026-11-02T08:00:00Z', 30)]);
    render(
      <TrendTotals
        figures={now}
        currency="EUR"
        changes={[]}
        previousLabel="the period before"
        notKeptFrom="2026-10-20"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Compared with the period before' })).toBeTruthy();
    expect(screen.getByText(/The service has journeys only from 2026-10-20/)).toBeTruthy();
    expect(screen.queryByText('No figures to compare.')).toBeNull();
  });

  it('says up or down in words and numbers against the period before', () => {
    const now = totals([trip('2026-11-02T08:00:00Z', 30), trip('2026-11-03T08:00:00Z', 30)]);
    const before = totals([trip('2026-11-02T08:00:00Z', 40)]);
    render(
      <TrendTotals
        figures={now}
        currency="EUR"
        changes={compareFigures(now, before)}
        previousLabel="the 30 days before"
      />,
    );
    const list = within(screen.getByRole('heading', { name: 'Compared with the 30 days before' }).parentElement!);
    expect(list.getByText('Distance: up 50 % (+20 km)')).toBeTruthy();
    expect(list.getByText('Journeys: up 100 % (+1)')).toBeTruthy();
    expect(list.getByText('Energy per distance: about the same (±0.0 kWh/100 km)')).toBeTruthy();
  });
});

describe('TableAlternative', () => {
  it('renders its rows only once opened, with a caption and the total last', async () => {
    const rows = [
      { key: 'a', label: 'Mon', v: '1' },
      { key: 'b', label: 'Tue', v: '2' },
    ];
    render(
      <TableAlternative
        caption="Distance per day"
        rows={rows}
        rowKey={(r) => r.key}
        columns={[
          { header: 'Day', cell: (r) => r.label },
          { header: 'Distance', cell: (r) => r.v, numeric: true },
        ]}
        footer={{ key: 't', label: 'Whole period', v: '3' }}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(screen.getByText('Show as a table'));
    const table = screen.getByRole('table', { name: 'Distance per day' });
    const cells = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(cells).toEqual(['DayDistance', 'Mon1', 'Tue2', 'Whole period3']);
  });
});

describe('PriceForm', () => {
  it('refuses a price that is not a number and saves one with its date', async () => {
    const onAdd = vi.fn();
    render(
      <PriceForm
        book={{ currency: 'EUR', prices: [] }}
        today="2026-11-25"
        onAdd={onAdd}
        onRemove={() => {}}
        onCurrency={() => {}}
      />,
    );
    await userEvent.type(screen.getByLabelText('Amount (EUR)'), 'cheap');
    await userEvent.click(screen.getByRole('button', { name: 'Save price' }));
    expect(screen.getByRole('alert').textContent).toMatch(/Enter a price/);
    expect(onAdd).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('Amount (EUR)'));
    await userEvent.type(screen.getByLabelText('Amount (EUR)'), '0,32');
    await userEvent.selectOptions(screen.getByLabelText('Price'), 'litre');
    await userEvent.click(screen.getByRole('button', { name: 'Save price' }));
    expect(onAdd).toHaveBeenCalledWith({ kind: 'litre', from: '2026-11-25', amount: 0.32 });
  });
});
