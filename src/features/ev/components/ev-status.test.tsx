import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { SignalValue } from '../../../../contract';
import { readEv } from '../signals';
import { EvStatus } from './ev-status';
import { ChargingSession } from './charging-session';

const at = new Date().toISOString();
const s = (name: string, value: unknown, unit?: string): SignalValue => ({
  name: `Vehicle.Powertrain.TractionBattery.${name}`,
  timestamp: at,
  unit,
  value,
});

const signals = [
  s('StateOfCharge.Current', 64.4, 'percent'),
  s('Charging.ChargeLimit', 80, 'percent'),
  s('Range', 312_000, 'm'),
  s('Charging.IsCharging', true),
  s('Charging.VDS.Power', 11, 'kW'),
  s('Charging.TimeToComplete', 5400, 's'),
  s('Charging.ChargingPort.AnyPosition.IsFlapOpen', true),
  s('Charging.ChargingPort.AnyPosition.IsChargingCableConnected', true),
  s('Charging.ChargingPort.AnyPosition.IsChargingCableLocked', false),
];

describe('EvStatus', () => {
  it('shows state of charge against the limit, range, charging state, power, time to full and the port', () => {
    render(<EvStatus ev={readEv(signals)} />);
    expect(screen.getByText('64 % charged, charge limit 80 %')).toBeTruthy();
    expect(screen.getByText('Limit 80 %')).toBeTruthy();
    expect(screen.getByText('312 km')).toBeTruthy();
    expect(screen.getByText('Charging')).toBeTruthy();
    expect(screen.getByText('11.0 kW')).toBeTruthy();
    expect(screen.getByText('1 hr 30 min')).toBeTruthy();
    expect(screen.getByText('Charging port flap')).toBeTruthy();
    expect(screen.getByText('Open')).toBeTruthy();
    expect(screen.getByText('Connected')).toBeTruthy();
    expect(screen.getByText('Unlocked')).toBeTruthy();
  });

  it('marks what the car does not report as missing', () => {
    render(<EvStatus ev={readEv([s('StateOfCharge.Current', 10, 'percent')])} />);
    expect(screen.getByText('10 % charged')).toBeTruthy();
    expect(screen.getAllByText('No data').length).toBeGreaterThan(0);
  });
});

describe('ChargingSession', () => {
  it('shows an ongoing session', () => {
    render(
      <ChargingSession
        session={{
          id: 'c1',
          start: '2026-11-22T10:00:00Z',
          end: null,
          energyAdded: 12.34,
          maxPower: 11,
          averagePower: 10.2,
          location: { latitude: 52.52, longitude: 13.405 },
        }}
        now={Date.parse('2026-11-22T11:15:00Z')}
      />,
    );
    expect(screen.getByText('Ongoing')).toBeTruthy();
    expect(screen.getByText('1 hr 15 min')).toBeTruthy();
    expect(screen.getByText('12.3 kWh')).toBeTruthy();
    expect(screen.getByRole('link', { name: /52\.5200, 13\.4050/ }).getAttribute('href')).toContain('mlat=52.52');
  });
  it('says when there is none', () => {
    render(<ChargingSession session={null} now={0} />);
    expect(screen.getByText('No charging session recorded yet.')).toBeTruthy();
  });
});
