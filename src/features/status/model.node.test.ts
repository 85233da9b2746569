import { describe, expect, it } from 'vitest';
import type { SignalValue } from '../../../contract';
import { openState, statusModel, summarize } from './model';

const t = '2026-11-22T12:00:00.000Z';
const s = (name: string, value: unknown, unit?: string): SignalValue => ({
  name,
  timestamp: t,
  value,
  ...(unit ? { unit } : {}),
});

describe('openState', () => {
  it('reads position first, then the flag', () => {
    expect(openState(true, 40)).toBe('partly-open');
    expect(openState(true, 100)).toBe('open');
    expect(openState(false, 0)).toBe('closed');
    expect(openState(true, undefined)).toBe('open');
    expect(openState(undefined, undefined)).toBe('unknown');
  });
});

describe('statusModel', () => {
  const signals = [
    s('Vehicle.Cabin.Door.Row1.DriverSide.IsOpen', false),
    s('Vehicle.Cabin.Door.Row1.DriverSide.IsLocked', true),
    s('Vehicle.Cabin.Door.Row1.DriverSide.Window.Position', 30, 'percent'),
    s('Vehicle.Cabin.Door.Row2.PassengerSide.IsOpen', true),
    s('Vehicle.Cabin.Door.Row2.PassengerSide.IsLocked', false),
    s('Vehicle.Chassis.Axle.Row1.Wheel.Left.Tire.Pressure', 250, 'kPa'),
    s('Vehicle.Chassis.Axle.Row2.Wheel.Right.Tire.Pressure', 160, 'kPa'),
    s('Vehicle.Chassis.Axle.Row2.Wheel.Right.Tire.IsPressureLow', true),
    s('Vehicle.Body.Trunk.Rear.IsOpen', false),
    s('Vehicle.Body.Trunk.Rear.IsLocked', true),
    s('Vehicle.TraveledDistance', 12_345_000, 'm'),
    s('Vehicle.Speed', 0, 'km/h'),
  ];
  const m = statusModel(signals);

  it('finds doors, windows, tyres and lids', () => {
    expect(m.doors.map((d) => [d.row, d.side, d.state, d.lock, d.window])).toEqual([
      [1, 'DriverSide', 'closed', 'locked', 'partly-open'],
      [2, 'PassengerSide', 'open', 'unlocked', 'unknown'],
    ]);
    expect(m.tyres.map((x) => [x.row, x.side, x.isLow])).toEqual([
      [1, 'Left', false],
      [2, 'Right', true],
    ]);
    expect(m.lids).toEqual([expect.objectContaining({ id: 'trunk', state: 'closed', lock: 'locked' })]);
    expect(m.odometer?.value).toBe(12_345_000);
  });
  it('leaves the rest for the table', () => {
    expect(signals.filter((x) => !m.used.has(x.name)).map((x) => x.name)).toEqual(['Vehicle.Speed']);
  });
  it('summarizes', () => {
    expect(summarize(m)).toMatchObject({
      unlocked: 1,
      openDoors: 1,
      openWindows: 1,
      lowTyres: [expect.objectContaining({ row: 2, side: 'Right' })],
      tyresOk: false,
    });
  });
});
