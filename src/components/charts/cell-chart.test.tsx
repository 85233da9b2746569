import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CellChart } from './cell-chart';

const values: (number | null)[] = Array.from({ length: 200 }, (_, i) => 3.85 + (i % 5) * 0.001);
values[16] = 3.712;
values[41] = null;
const volts = (v: number) => `${v.toFixed(3)} V`;

function renderChart() {
  render(
    <>
      <CellChart
        label="Voltage of 200 cells"
        values={values}
        domain={[3.7, 3.9]}
        unit="V"
        format={volts}
        marks={[{ index: 16, label: 'Cell 17 — lowest', tone: 'low' }]}
        valueHeading="Voltage"
      />
      <button type="button">after</button>
    </>,
  );
  return screen.getByRole('img', { name: 'Voltage of 200 cells' });
}

const bar = (chart: Element, cell: number) => chart.querySelector(`rect[data-cell="${cell}"]`)!;

describe('CellChart: one tooltip per chart', () => {
  it('draws no title per bar and shows the value of the bar under the pointer in one tooltip', async () => {
    const user = userEvent.setup();
    const chart = renderChart();
    expect(chart.querySelectorAll('title')).toHaveLength(0);
    expect(screen.queryByRole('tooltip')).toBeNull();

    await user.hover(bar(chart, 17));
    expect(screen.getByRole('tooltip').textContent).toBe('Cell 17: 3.712 V');
    await user.hover(bar(chart, 3));
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
    expect(screen.getByRole('tooltip').textContent).toBe('Cell 3: 3.852 V');
    // Hoverable: the pointer moved from the bar onto the tooltip (over other cells' columns) keeps it, with its cell.
    // (user-event's moves name no related target, which reads as leaving the window: the events are spelt out.)
    const tooltip = screen.getByRole('tooltip');
    fireEvent.pointerOut(bar(chart, 3), { relatedTarget: tooltip });
    fireEvent.pointerOver(tooltip, { relatedTarget: bar(chart, 3) });
    fireEvent.pointerMove(tooltip, { clientX: 90 });
    expect(screen.getByRole('tooltip').textContent).toBe('Cell 3: 3.852 V');
    // The pointer leaving the plot takes it away; nothing was announced for the pointer.
    const after = screen.getByRole('button', { name: 'after' });
    fireEvent.pointerOut(tooltip, { relatedTarget: after });
    fireEvent.pointerOver(after, { relatedTarget: tooltip });
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('hides the pointer tooltip on Escape until the pointer reaches another cell', async () => {
    const user = userEvent.setup();
    const chart = renderChart();
    await user.hover(bar(chart, 17));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(bar(chart, 17));
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(bar(chart, 18));
    expect(screen.getByRole('tooltip').textContent).toBe('Cell 18: 3.852 V');
  });

  it('is focusable, moves from cell to cell with the keys and announces each value politely', async () => {
    const user = userEvent.setup();
    const chart = renderChart();
    expect(screen.getByRole('img', { description: /Arrow keys move from cell to cell/ })).toBe(chart);
    await user.tab();
    expect(document.activeElement).toBe(chart);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('tooltip').textContent).toBe('Cell 1: 3.850 V');
    expect(status.textContent).toBe('Cell 1: 3.850 V');

    await user.keyboard('{ArrowLeft}');
    expect(status.textContent).toBe('Cell 1: 3.850 V');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tooltip').textContent).toBe('Cell 3: 3.852 V');
    await user.keyboard('{End}');
    expect(status.textContent).toBe('Cell 200: 3.854 V');
    await user.keyboard('{PageDown}{PageDown}{PageDown}{PageDown}{PageDown}{PageDown}{PageDown}{PageDown}');
    await user.keyboard('{PageDown}{PageDown}{PageDown}{PageDown}{PageDown}{PageDown}{PageDown}');
    expect(status.textContent).toBe('Cell 50: 3.854 V');
    await user.keyboard('{ArrowLeft}'.repeat(8));
    // A cell that did not report reads as a dash.
    expect(screen.getByRole('tooltip').textContent).toBe('Cell 42: —');
    await user.keyboard('{Home}');
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
    expect(screen.getByRole('tooltip').textContent).toBe('Cell 1: 3.850 V');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(status.textContent).toBe('');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tooltip').textContent).toBe('Cell 2: 3.851 V');

    // Leaving the chart hides it; coming back shows the cell the keys left it on.
    await user.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.tab({ shift: true });
    expect(screen.getByRole('tooltip').textContent).toBe('Cell 2: 3.851 V');
  });

  it('starts the keys from the cell last clicked', async () => {
    const user = userEvent.setup();
    const chart = renderChart();
    await user.click(bar(chart, 17));
    expect(document.activeElement).toBe(chart);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('status').textContent).toBe('Cell 18: 3.852 V');
  });
});
