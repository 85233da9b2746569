import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { SignalValue } from '../../../../contract';
import { setUnits } from '../../../stores/units-preference';
import { statusModel } from '../model';
import { CarDiagram } from './car-diagram';

const t = new Date().toISOString();
const s = (name: string, value: unknown, unit?: string): SignalValue => ({
  name,
  timestamp: t,
  value,
  ...(unit ? { unit } : {}),
});

describe('CarDiagram', () => {
  const model = statusModel([
    s('Vehicle.Chassis.Axle.Row1.Wheel.Left.Tire.Pressure', 250, 'kPa'),
    s('Vehicle.Chassis.Axle.Row2.Wheel.Right.Tire.Pressure', 150, 'kPa'),
    s('Vehicle.Chassis.Axle.Row2.Wheel.Right.Tire.IsPressureLow', true),
    s('Vehicle.Cabin.Door.Row1.DriverSide.IsOpen', true),
    s('Vehicle.Cabin.Door.Row1.DriverSide.IsLocked', false),
    s('Vehicle.Cabin.Door.Row1.DriverSide.Window.Position', 50, 'percent'),
    s('Vehicle.Body.Hood.IsOpen', false),
  ]);

  it('is an image with a text equivalent for every part', () => {
    render(<CarDiagram model={model} />);
    expect(screen.getByRole('img', { name: /Car diagram, top view/ })).toBeTruthy();
    const tyres = within(screen.getByRole('list', { name: 'Tyres' }));
    expect(tyres.getByText('Front left tyre:').parentElement?.textContent).toBe('Front left tyre: 250 kPa');
    expect(tyres.getByText('Rear right tyre:').parentElement?.textContent).toBe(
      'Rear right tyre: 150 kPa, low pressure',
    );
    const doors = within(screen.getByRole('list', { name: 'Doors and windows' }));
    expect(doors.getByText('Front driver-side door:').parentElement?.textContent).toBe(
      'Front driver-side door: Open, unlocked, window partly open',
    );
    expect(
      within(screen.getByRole('list', { name: 'Hood and trunk' })).getByText('Hood:').parentElement?.textContent,
    ).toBe('Hood: Closed');
  });

  it('converts pressures to the chosen unit, in the drawing and the text', () => {
    setUnits({ pressure: 'psi' });
    const { container } = render(<CarDiagram model={model} />);
    expect(container.querySelector('svg')?.textContent).toContain('36.3 psi');
    expect(container.querySelector('svg')?.textContent).toContain('21.8 psi');
    expect(
      within(screen.getByRole('list', { name: 'Tyres' })).getByText('Front left tyre:').parentElement?.textContent,
    ).toBe('Front left tyre: 36.3 psi');
  });
});
