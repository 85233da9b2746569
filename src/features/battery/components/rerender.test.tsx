import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { numberFormat } from '../../../utils/intl';
import { CellTemperatures } from './cell-temperatures';
import { CellVoltages } from './cell-voltages';
import { chartBars } from '../../../components/charts/testing/chart-bars';

vi.mock('../../../utils/intl', async (original) => {
  const actual = await original<typeof import('../../../utils/intl')>();
  return { ...actual, numberFormat: vi.fn(actual.numberFormat) };
});

const voltages = Array.from({ length: 96 }, (_, i) => 3.85 + (i % 5) * 0.001);
const temperatures = Array.from({ length: 96 }, (_, i) => 25 + (i % 7) * 0.1);

function View({ version }: { version: number }) {
  return (
    <div data-version={version}>
      <CellVoltages voltages={voltages} />
      <CellTemperatures temperatures={temperatures} />
    </div>
  );
}

describe('battery charts: a view rendering again with the same cells does not chart them again', () => {
  it('renders nothing of the charts when only the view renders again (a query state moving, the cache restored)', () => {
    const { rerender } = render(<View version={1} />);
    const formats = vi.mocked(numberFormat).mock.calls.length;
    expect(formats).toBeGreaterThan(0);
    rerender(<View version={2} />);
    expect(vi.mocked(numberFormat).mock.calls.length).toBe(formats);
  });

  it('charts new cells when they change', () => {
    const { rerender, getByRole } = render(<CellVoltages voltages={voltages} />);
    expect(chartBars(getByRole('img')).get(4)?.tone).toBe('normal');
    rerender(<CellVoltages voltages={voltages.map((v, i) => (i === 3 ? 3.7 : v))} />);
    expect(chartBars(getByRole('img')).get(4)?.tone).toBe('low');
  });
});
