import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CellChart } from './cell-chart';
import { chartBars } from './testing/chart-bars';

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
  const chart = screen.getByRole('img', { name: 'Voltage of 200 cells' });
  // jsdom lays nothing out: the plot is given 400 px at x = 0, so cell c's column is x = 2c − 2 to 2c.
  chart.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 400, height: 240 });
  return chart;
}

type User = ReturnType<typeof userEvent.setup>;
/** The pointer onto cell `cell`'s column, `at` of the way across it. */
const hoverCell = (user: User, chart: Element, cell: number, at = 0.5) =>
  user.pointer({ target: chart, coords: { clientX: (cell - 1 + at) * 2, clientY: 200 } });

describe('CellChart: one tooltip per chart', () => {
  it('draws no title per bar and shows the value of the bar under the pointer in one tooltip', async () => {
    const user = userEvent.setup();
    const chart = renderChart();
    expect(chart.querySelectorAll('title')).toHaveLength(0);
    expect(screen.queryByRole('tooltip')).toBeNull();

    await hoverCell(user, chart, 17);
    expect(screen.getByRole('tooltip').textContent).toBe('Cell 17: 3.712 V');
    await hoverCell(user, chart, 3);
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
    expect(screen.getByRole('tooltip').textContent).toBe('Cell 3: 3.852 V');
    // Hoverable: the pointer moved from the bar onto the tooltip (over other cells' columns) keeps it, with its cell.
    // (user-event's moves name no related target, which reads as leaving the window: the events are spelt out.)
    const tooltip = screen.getByRole('tooltip');
    fireEvent.pointerOut(chart, { relatedTarget: tooltip });
    fireEvent.pointerOver(tooltip, { relatedTarget: chart });
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
    await hoverCell(user, chart, 17, 0.3);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    await hoverCell(user, chart, 17, 0.7);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await hoverCell(user, chart, 18);
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
    await user.pointer({ keys: '[MouseLeft]', target: chart, coords: { clientX: 33, clientY: 200 } });
    expect(document.activeElement).toBe(chart);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('status').textContent).toBe('Cell 18: 3.852 V');
  });
});

describe('CellChart: the bars', () => {
  it('draws them as one path per tone, a handful of SVG elements for 200 cells', () => {
    const chart = renderChart();
    expect(chart.querySelectorAll('path')).toHaveLength(2);
    // Grid lines and paths: no element per cell.
    expect(chart.querySelectorAll('*').length).toBeLessThan(12);
    const bars = chartBars(chart);
    // Every reporting cell, the one that did not report (42) left out.
    expect(bars.size).toBe(199);
    expect(bars.has(42)).toBe(false);
    // Cell 17 is the lowest, coloured, 6 % high (3.712 V on 3.7–3.9 V); cell 3 is 3.852 V: 76 %.
    expect(bars.get(17)).toEqual({ tone: 'low', height: 6 });
    expect(bars.get(3)).toEqual({ tone: 'normal', height: 76 });
  });

  it('draws hostile cells correctly: no value, not a number, one cell, all equal', () => {
    const draw = (cells: (number | null)[], domain: [number, number], marks = [] as const) => {
      const { unmount } = render(
        <CellChart
          label="Cells"
          values={cells}
          domain={domain}
          unit="V"
          format={String}
          marks={marks}
          valueHeading="V"
        />,
      );
      const bars = chartBars(screen.getByRole('img', { name: 'Cells' }));
      unmount();
      return bars;
    };
    expect([...draw([null, Number.NaN, 3.8, Infinity, null], [3.7, 3.9])]).toEqual([
      [3, { tone: 'normal', height: 50 }],
    ]);
    expect([...draw([3.8], [3.79, 3.81])]).toEqual([[1, { tone: 'normal', height: 50 }]]);
    // One cell is numbered once under the plot.
    render(<CellChart label="One" values={[3.8]} domain={[3.79, 3.81]} unit="V" format={String} valueHeading="V" />);
    const one = screen.getByRole('img', { name: 'One' }).closest('figure')!;
    expect([...one.querySelectorAll('.cell-chart__x span')].map((s) => s.textContent)).toEqual(['1']);
    cleanup();
    const marked = render(
      <CellChart
        label="Equal"
        values={[3.8, 3.8, 3.8]}
        domain={[3.79, 3.81]}
        unit="V"
        format={String}
        marks={[
          { index: 0, tone: 'low', label: 'lowest' },
          { index: 0, tone: 'high', label: 'highest' },
        ]}
        valueHeading="V"
      />,
    );
    expect([...chartBars(screen.getByRole('img', { name: 'Equal' }))]).toEqual([
      [2, { tone: 'normal', height: 50 }],
      [3, { tone: 'normal', height: 50 }],
      [1, { tone: 'high', height: 50 }],
    ]);
    marked.unmount();
    // No cell at all: an empty plot, no path with empty data.
    expect(draw([], [0, 1]).size).toBe(0);
  });
});
