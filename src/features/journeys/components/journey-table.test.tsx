import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Journey } from '../../../../contract';
import { setUnits } from '../../../stores/units-preference';
import { journeyFixture } from '../../../utils/testing/journey';
import { JourneyTable } from './journey-table';

/** Ten miles in half an hour, 3.2 kWh: round figures in miles. */
const TEN_MILES = {
  endTime: '2026-11-20T08:30:00.000Z',
  distance: 16_093.44,
  duration: 1800,
  averageSpeed: 32.18688,
  energyUsed: 3.2,
};
const j = (id: string, over: Partial<Journey> = {}) => journeyFixture({ id, ...TEN_MILES, ...over });

describe('JourneyTable', () => {
  it('shows distance, duration, speed, energy and kWh/100 in the chosen units', () => {
    setUnits({ distance: 'mi' });
    render(
      <JourneyTable
        journeys={[j('a')]}
        selected={new Set()}
        onToggle={() => {}}
        onToggleAll={() => {}}
        caption="Journeys"
      />,
    );
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByText('10.0 mi')).toBeTruthy();
    expect(within(row).getByText('30 min')).toBeTruthy();
    expect(within(row).getByText('20 mph')).toBeTruthy();
    expect(within(row).getByText('3.2 kWh')).toBeTruthy();
    expect(within(row).getByText('32.0 kWh/100 mi')).toBeTruthy();
  });

  it('shows fuel for combustion journeys', () => {
    render(
      <JourneyTable
        journeys={[j('a', { energyUsed: undefined, fuelUsed: 1.2 })]}
        selected={new Set()}
        onToggle={() => {}}
        onToggleAll={() => {}}
        caption="Journeys"
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Fuel' })).toBeTruthy();
    expect(screen.getByText('7.5 l/100 km')).toBeTruthy();
  });

  it('toggles journeys on the map by checkbox', async () => {
    const onToggle = vi.fn();
    const onToggleAll = vi.fn();
    render(
      <JourneyTable
        journeys={[j('a'), j('b', { startTime: '2026-11-21T08:00:00.000Z' })]}
        selected={new Set(['a'])}
        onToggle={onToggle}
        onToggleAll={onToggleAll}
        caption="Journeys"
      />,
    );
    const boxes = screen.getAllByRole('checkbox', { name: /Show the journey of/ });
    expect((boxes[0] as HTMLInputElement).checked).toBe(true);
    expect((boxes[1] as HTMLInputElement).checked).toBe(false);
    await userEvent.click(boxes[1]!);
    expect(onToggle).toHaveBeenCalledWith('b');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show every journey of this page on the map' }));
    expect(onToggleAll).toHaveBeenCalledWith(true);
  });
});
