import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { carGlance } from '../glance';
import { CarCard } from './car-card';

afterEach(cleanup);

const NOW = Date.parse('2026-11-25T14:00:00Z');
const sig = (name: string, value: unknown, ago: number) => ({
  name,
  value,
  timestamp: new Date(NOW - ago).toISOString(),
});

function renderCard(reasons: Parameters<typeof CarCard>[0]['reasons'] = []) {
  const glance = carGlance({
    vin: 'SDXE1S2A2RA100001',
    now: NOW,
    streaming: true,
    ev: 'yes',
    hasFuel: false,
    locationShared: false,
    places: [],
    status: [sig('Vehicle.Cabin.Door.Row1.DriverSide.IsLocked', true, 3_600_000)],
    evSignals: [sig('Vehicle.Powertrain.TractionBattery.StateOfCharge.Current', 78, 10_000)],
    alerts: { count: 1, worst: 'critical', at: NOW },
  });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <ul>
          <CarCard vin="SDXE1S2A2RA100001" glance={glance} reasons={reasons} now={NOW} relation="Owner" />
        </ul>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('a car card of the overview', () => {
  it('shows every figure with its freshness in words: live, last known with age, not reported, not supported', () => {
    renderCard();
    const charge = screen.getByText('Charge').nextElementSibling as HTMLElement;
    expect(within(charge).getByText('78 %')).toBeTruthy();
    expect(within(charge).getByText('live')).toBeTruthy();
    const locks = screen.getByText('Locks').nextElementSibling as HTMLElement;
    expect(within(locks).getByText(/^last known, /)).toBeTruthy();
    const where = screen.getByText('Where').nextElementSibling as HTMLElement;
    expect(within(where).getByText('not supported')).toBeTruthy();
    const tyres = screen.getByText('Tyres').nextElementSibling as HTMLElement;
    expect(within(tyres).getByText('not reported')).toBeTruthy();
    expect(screen.getByText('Nothing needs attention')).toBeTruthy();
  });

  it('says why a car needs attention', () => {
    renderCard([{ kind: 'critical-alert', count: 1 }]);
    expect(screen.getByText('Needs attention: Critical alert')).toBeTruthy();
  });

  it('says active trouble codes, without marking the car as needing attention for them alone', () => {
    renderCard([{ kind: 'trouble-codes', count: 2 }]);
    expect(screen.getByText('2 active trouble codes')).toBeTruthy();
    expect(screen.queryByText(/Needs attention/)).toBeNull();
    expect(screen.getByRole('listitem').className).not.toContain('car-card--attention');
  });
});
