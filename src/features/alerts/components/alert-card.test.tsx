import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Alert } from '../../../../contract';
import { setLocale } from '../../../lib/i18n';
import { AlertCard } from './alert-card';

const at = new Date(Date.now() - 3_600_000).toISOString();
const alert = (over: Partial<Alert>): Alert => ({
  id: 'a1',
  code: 'TIRE_PRESSURE_LOW',
  severity: 'warning',
  active: true,
  title: 'Tyre pressure low',
  description: 'A tyre is more than 20 % below its recommended pressure. (Row1 Left, placard 250 kPa.)',
  raisedAt: at,
  clearedAt: null,
  signals: [{ name: 'Vehicle.Chassis.Axle.Row1.Wheel.Left.Tire.Pressure', value: 180, unit: 'kPa', timestamp: at }],
  troubleCode: 'C0750',
  ...over,
});
const show = (a: Alert) =>
  render(
    <MemoryRouter>
      <AlertCard alert={a} vin="SDXE1S2A2RA100001" />
    </MemoryRouter>,
  );

describe('AlertCard: what happened and what to do in the owner’s words (issue 14)', () => {
  it('says a known code in the chosen language, with the code and the tyre its trouble code names', async () => {
    await setLocale('de');
    try {
      show(alert({}));
      const card = screen.getByRole('article', { name: 'Reifendruck zu niedrig' });
      expect(within(card).getByText(/Prüfen Sie den Reifen auf Schäden/)).toBeTruthy();
      expect(within(card).getByText('Reifen vorne links: Druck zu niedrig')).toBeTruthy();
      expect(within(card).getByText('TIRE_PRESSURE_LOW')).toBeTruthy();
      expect(within(card).getByRole('link', { name: /Fehlercode C0750/ })).toBeTruthy();
      expect(within(card).queryByText(/recommended pressure/)).toBeNull();
    } finally {
      await setLocale('en');
    }
  });

  it('keeps the service’s title and description for a code the catalogue does not know', () => {
    show(alert({ code: 'E2E-1', title: 'Test warning 1', description: 'Raised by a test.', troubleCode: undefined }));
    const card = screen.getByRole('article', { name: 'Test warning 1' });
    expect(within(card).getByText('Raised by a test.')).toBeTruthy();
    expect(within(card).getByText('E2E-1')).toBeTruthy();
  });
});
