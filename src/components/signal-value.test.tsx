import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { setUnits } from '../stores/units-preference';
import { SignalValue } from './signal-value';

const fresh = () => new Date(Date.now() - 3 * 60_000).toISOString();

describe('SignalValue', () => {
  it('shows the value in the chosen unit with its age', () => {
    render(
      <SignalValue
        signal={{
          name: 'Vehicle.Chassis.Axle.Row1.Wheel.Left.Tire.Pressure',
          unit: 'kPa',
          value: 250,
          timestamp: fresh(),
        }}
      />,
    );
    expect(screen.getByText('250 kPa')).toBeTruthy();
    expect(screen.getByText('3 min. ago')).toBeTruthy();
    act(() => setUnits({ pressure: 'bar' }));
    expect(screen.getByText('2.50 bar')).toBeTruthy();
  });

  it('puts the absolute time on a focusable <time>', () => {
    const ts = fresh();
    render(<SignalValue signal={{ name: 'Vehicle.TraveledDistance', unit: 'm', value: 1000, timestamp: ts }} />);
    const time = screen.getByText('3 min. ago');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe(ts);
    expect(time.getAttribute('tabindex')).toBe('0');
    expect(time.getAttribute('title')).toMatch(/\d/);
  });

  it('marks a stale value as last known', () => {
    render(
      <SignalValue
        signal={{
          name: 'Vehicle.Speed',
          unit: 'km/h',
          value: 50,
          timestamp: new Date(Date.now() - 3 * 3600_000).toISOString(),
        }}
      />,
    );
    expect(screen.getByText(/last known/)).toBeTruthy();
    expect(screen.getByText('50 km/h').closest('.signal')?.className).toContain('signal--stale');
  });

  it('distinguishes missing from not supported', () => {
    render(
      <>
        <SignalValue signal={undefined} />
        <SignalValue signal={undefined} supported={false} />
      </>,
    );
    expect(screen.getByText('No data')).toBeTruthy();
    expect(screen.getByText('Not supported')).toBeTruthy();
  });
});
