import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CellVoltages } from './cell-voltages';
import { CellTemperatures } from './cell-temperatures';
import { setUnits } from '../../../stores/units-preference';
import { chartBars } from '../../../components/charts/testing/chart-bars';

const cells = Array.from({ length: 200 }, (_, i) => 3.85 + ((i * 7) % 5) * 0.001);
cells[16] = 3.712;
cells[111] = 3.871;

describe('CellVoltages', () => {
  it('charts every cell and marks the lowest and highest with their numbers', () => {
    render(<CellVoltages voltages={cells} />);
    const chart = screen.getByRole('img', {
      name: /Voltage of 200 cells: lowest cell 17 at 3\.712 V, highest cell 112 at 3\.871 V/,
    });
    const bars = chartBars(chart);
    expect(bars.size).toBe(200);
    expect(screen.getByText('Cell 17 — lowest 3.712 V')).toBeTruthy();
    expect(screen.getByText('Cell 112 — highest 3.871 V')).toBeTruthy();
    expect([...bars].filter(([, b]) => b.tone !== 'normal')).toEqual([
      [17, { tone: 'low', height: expect.any(Number) }],
      [112, { tone: 'high', height: expect.any(Number) }],
    ]);
    // Spread 159 mV, and the weak cell is called out as an outlier.
    expect(screen.getByText('159 mV')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('cell 17');
  });

  it('zooms the y-axis to the data instead of starting at zero', () => {
    render(<CellVoltages voltages={cells} />);
    const lowest = chartBars(screen.getByRole('img')).get(17)!.height;
    expect(lowest).toBeGreaterThan(0);
    expect(lowest).toBeLessThan(15);
  });

  it('builds the table alternative when it is first opened, not with the chart (200 rows nobody asked to see)', async () => {
    const { container } = render(<CellVoltages voltages={cells} />);
    expect(container.querySelectorAll('tr')).toHaveLength(0);
    await userEvent.click(screen.getByText('Show as table'));
    expect(container.querySelectorAll('tr')).toHaveLength(201);
  });

  it('offers the same data as a table behind "Show as table"', async () => {
    render(<CellVoltages voltages={cells} />);
    await userEvent.click(screen.getByText('Show as table'));
    const table = screen.getByRole('table', { name: /Voltage of 200 cells/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(201);
    const row17 = within(table).getByRole('rowheader', { name: 'Cell 17' }).closest('tr')!;
    expect(row17.textContent).toContain('3.712 V');
    expect(row17.textContent).toContain('Lowest');
  });

  it('makes a few number formatters for 200 cells, not one per cell (each costs a locale lookup)', async () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    render(<CellVoltages voltages={cells} />);
    await userEvent.click(screen.getByText('Show as table'));
    expect(screen.getAllByRole('row')).toHaveLength(201);
    expect(made.mock.calls.length).toBeLessThanOrEqual(4);
    made.mockRestore();
  });

  it('says so when no cell reported', () => {
    render(<CellVoltages voltages={[]} />);
    expect(screen.getByText('No cell voltages reported.')).toBeTruthy();
  });
});

describe('CellTemperatures', () => {
  it('converts to the chosen unit and marks the coolest and warmest cells', () => {
    setUnits({ temperature: 'F' });
    render(<CellTemperatures temperatures={[20, 25, 30]} />);
    expect(screen.getByText('Cell 1 — coolest 68.0 °F')).toBeTruthy();
    expect(screen.getByText('Cell 3 — warmest 86.0 °F')).toBeTruthy();
  });
});
