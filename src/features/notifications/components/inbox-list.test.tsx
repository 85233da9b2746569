import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setLocale } from '../../../lib/i18n';
import { defaultCarSettings } from '../../../stores/notification-settings';
import { stateEvents } from '../rules';
import { InboxList } from './inbox-list';

afterEach(async () => {
  cleanup();
  await setLocale('en');
});

const NOW = Date.parse('2026-11-25T14:00:00Z');
const opened = new Date(NOW - 6 * 60_000).toISOString();

describe('in-app notifications (issue 17)', () => {
  it('word each entry from the catalogue in the chosen language, and follow a change of language', async () => {
    const [event] = stateEvents(
      {
        vin: 'SDXE1S2A2RA100001',
        name: 'Aero',
        alerts: [],
        status: [
          { name: 'Vehicle.IsMoving', value: false, timestamp: opened },
          { name: 'Vehicle.Cabin.Door.Row2.PassengerSide.IsOpen', value: true, timestamp: opened },
        ],
      },
      { ...defaultCarSettings(), parked: { unlocked: false, doorOpen: true, minutes: 5 } },
      NOW,
    );
    const entries = [{ ...event!, read: false, receivedAt: NOW }];
    const list = () => (
      <InboxList entries={entries} now={NOW} pathOf={() => '/'} onOpen={() => {}} onMarkAllRead={() => {}} />
    );
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element: list() }])} />);
    expect(screen.getByRole('link').textContent).toBe('Aero: Door open');
    expect(screen.getByText('The rear passenger-side door has been open for 6 min while parked.')).toBeTruthy();
    await act(() => setLocale('de'));
    expect(screen.getByRole('link').textContent).toBe('Aero: Tür offen');
    expect(
      screen.getByText('Die hintere Tür auf der Beifahrerseite steht seit 6 Min. offen, das Auto parkt.'),
    ).toBeTruthy();
  });

  it('says an alert by the codes catalogue’s title in the chosen language, not the service’s English one', async () => {
    const raisedAt = new Date(NOW - 60_000).toISOString();
    const alert = (code: string, title: string) => ({
      id: code,
      code,
      severity: 'critical',
      active: true,
      title,
      description: `${title}.`,
      raisedAt,
      clearedAt: null,
      signals: [],
    });
    const events = stateEvents(
      {
        vin: 'SDXE1S2A2RA100001',
        name: 'Aero',
        alerts: [alert('HV_ISOLATION_FAULT', 'High-voltage isolation fault'), alert('X_NEW', 'Something new')],
      },
      { ...defaultCarSettings(), alert: { on: true, minSeverity: 'info' } },
      NOW,
    );
    const entries = events.map((e) => ({ ...e, read: false, receivedAt: NOW }));
    await setLocale('de');
    render(
      <RouterProvider
        router={createMemoryRouter([
          {
            path: '/',
            element: (
              <InboxList entries={entries} now={NOW} pathOf={() => '/'} onOpen={() => {}} onMarkAllRead={() => {}} />
            ),
          },
        ])}
      />,
    );
    expect(screen.getByText('Isolationsfehler im Hochvoltsystem')).toBeTruthy();
    expect(screen.queryByText('High-voltage isolation fault')).toBeNull();
    expect(screen.getByText('Something new')).toBeTruthy(); // a code the catalogue does not know keeps the service’s words
  });
});
