import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { JourneySummary } from '../../../../contract';
import { setUnits } from '../../../stores/units-preference';
import { journeyFixture } from '../../../utils/testing/journey';
import { JourneyTotals } from './journey-totals';

const sums = vi.hoisted(() => ({ calls: 0 }));
vi.mock('../format', async (importOriginal) => {
  const format = await importOriginal<typeof import('../format')>();
  return {
    ...format,
    journeyTotals: (...args: Parameters<typeof format.journeyTotals>) => (sums.calls++, format.journeyTotals(...args)),
  };
});

const summary = (id: string): JourneySummary => {
  const { route: _route, ...rest } = journeyFixture({ id, distance: 10_000, duration: 1200, energyUsed: 2 });
  return rest;
};

describe('JourneyTotals', () => {
  it("sums the range's summaries once per list, not again on each render", () => {
    setUnits({ distance: 'km' });
    const trips = [summary('a'), summary('b')];
    const { rerender } = render(<JourneyTotals trips={trips} complete totalElements={2} />);
    expect(screen.getByText('20.0 km')).toBeTruthy();
    expect(sums.calls).toBe(1);
    rerender(<JourneyTotals trips={trips} complete={false} totalElements={3} />);
    expect(
      screen.getByText('Totals cover the first 2 of 3 journeys; choose a shorter range for exact figures.'),
    ).toBeTruthy();
    expect(sums.calls).toBe(1);
    rerender(<JourneyTotals trips={[summary('c')]} complete totalElements={1} />);
    expect(screen.getByText('10.0 km')).toBeTruthy();
    expect(sums.calls).toBe(2);
  });
});
