import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { SignalValue } from '../../../../contract';
import { readLocation } from '../signals';
import { LocationDetails } from './location-details';

const at = new Date(Date.now() - 5 * 60_000).toISOString();
const s = (name: string, value: unknown, unit?: string): SignalValue => ({
  name: `Vehicle.CurrentLocation.${name}`,
  timestamp: at,
  unit,
  value,
});

describe('LocationDetails', () => {
  it('shows coordinates, heading, accuracy, fix time with age, and links to open the place in maps', () => {
    const loc = readLocation([
      s('Latitude', 52.52, 'degrees'),
      s('Longitude', -13.405, 'degrees'),
      s('Heading', 95, 'degrees'),
      s('HorizontalAccuracy', 8.4, 'm'),
      s('Timestamp', at, 'iso8601'),
    ]);
    expect(loc.position).toEqual({ latitude: 52.52, longitude: -13.405, heading: 95, accuracy: 8.4 });
    render(<LocationDetails location={loc} />);
    expect(screen.getByText('52.52000° N, 13.40500° W')).toBeTruthy();
    expect(screen.getByText('95° E')).toBeTruthy();
    expect(screen.getByText('± 8 m')).toBeTruthy();
    expect(screen.getAllByText(/5 min/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Open in maps' }).getAttribute('href')).toBe('geo:52.52,-13.405');
    expect(screen.getByRole('link', { name: /Open in OpenStreetMap/ }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=52.52&mlon=-13.405#map=16/52.52/-13.405',
    );
  });

  it('has no position or links when the car sent none', () => {
    render(<LocationDetails location={readLocation([s('Latitude', 200)])} />);
    expect(screen.getByText('No position')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open in maps' })).toBeNull();
  });
});
