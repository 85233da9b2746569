import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, within } from '@testing-library/react';
import { clampWindow, newestWindow } from './bucket-window';
import { useInTurn } from './in-turn';
import { TrendChart } from './trend-chart';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the brush window', () => {
  it('opens on the newest buckets and never draws more than the most it may, whichever end moves', () => {
    expect(newestWindow(1830, 40)).toEqual({ start: 1790, end: 1829 });
    expect(newestWindow(12, 40)).toEqual({ start: 0, end: 11 });
    const prev = { start: 1790, end: 1829 };
    // The start dragged far left: the end follows.
    expect(clampWindow({ start: 100, end: 1829 }, prev, 1830, 120)).toEqual({ start: 100, end: 219 });
    // The end dragged far right from an early window: the start follows.
    expect(clampWindow({ start: 0, end: 1000 }, { start: 0, end: 39 }, 1830, 120)).toEqual({ start: 881, end: 1000 });
    expect(clampWindow({ start: -5, end: 5000 }, prev, 50, 120)).toEqual({ start: 0, end: 49 });
    expect(clampWindow({ start: 10, end: 60 }, prev, 1830, 120)).toEqual({ start: 10, end: 60 });
  });
});

function Chart({ rows, log }: { rows: number[]; log: string[] }) {
  const drawn = useInTurn(rows, rows);
  log.push(drawn ? drawn.join() : 'box');
  return null;
}

describe('charts in turn', () => {
  it('draw one per task, each keeping what it drew until its turn', () => {
    vi.useFakeTimers();
    const a: string[] = [];
    const b: string[] = [];
    const one = [1];
    const two = [2];
    const view = render(
      <>
        <Chart rows={one} log={a} />
        <Chart rows={one} log={b} />
      </>,
    );
    expect([a.at(-1), b.at(-1)]).toEqual(['box', 'box']);
    act(() => void vi.advanceTimersToNextTimer());
    expect([a.at(-1), b.at(-1)]).toEqual(['1', 'box']);
    act(() => void vi.advanceTimersToNextTimer());
    expect([a.at(-1), b.at(-1)]).toEqual(['1', '1']);
    view.rerender(
      <>
        <Chart rows={two} log={a} />
        <Chart rows={two} log={b} />
      </>,
    );
    expect([a.at(-1), b.at(-1)]).toEqual(['1', '1']);
    act(() => void vi.advanceTimersToNextTimer());
    expect([a.at(-1), b.at(-1)]).toEqual(['2', '1']);
    act(() => void vi.advanceTimersToNextTimer());
    expect([a.at(-1), b.at(-1)]).toEqual(['2', '2']);
  });
});

describe('a long chart', () => {
  it('draws its plot in one turn and its brush in the next, the series named in a legend', () => {
    vi.useFakeTimers();
    const rows = Array.from({ length: 61 }, (_, k) => ({ label: `m${k}`, distance: k }));
    const view = render(
      <TrendChart
        label="Distance per month"
        rows={rows}
        series={[{ key: 'distance', name: 'Distance (km)', unit: 'km', type: 'bar', color: 'red', digits: 1 }]}
      />,
    );
    const containers = () => view.container.querySelectorAll('.recharts-responsive-container').length;
    expect(containers()).toBe(0);
    act(() => void vi.advanceTimersToNextTimer());
    expect(containers()).toBe(1);
    expect(within(view.container).getByRole('listitem').textContent).toBe('Distance (km)');
    act(() => void vi.advanceTimersToNextTimer());
    expect(containers()).toBe(2);
  });
});

describe('the period average', () => {
  it('is named in the legend beside the series (not written over the bars)', () => {
    vi.useFakeTimers();
    const rows = [
      { label: 'a', distance: 10, rate: 15 },
      { label: 'b', distance: 20, rate: 17 },
    ];
    const view = render(
      <TrendChart
        label="Consumption per month"
        rows={rows}
        series={[
          { key: 'distance', name: 'Distance (km)', unit: 'km', type: 'bar', color: 'red', digits: 1 },
          { key: 'rate', name: 'kWh/100 km', unit: 'kWh/100 km', type: 'line', color: 'blue', digits: 1 },
        ]}
        average={{ value: 16, label: 'Period average' }}
      />,
    );
    act(() => void vi.advanceTimersToNextTimer());
    const legend = within(view.container)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(legend).toEqual(['Distance (km)', 'kWh/100 km', 'Period average']);
  });
});
