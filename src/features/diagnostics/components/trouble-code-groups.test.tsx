import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { TroubleCode } from '../../../../contract/diagnostics';
import { setLocale } from '../../../lib/i18n';
import { TroubleCodeGroups } from './trouble-code-groups';

afterEach(cleanup);

const at = new Date(Date.now() - 3 * 86_400_000).toISOString();
const code = (over: Partial<TroubleCode>): TroubleCode => ({
  code: 'P0A80',
  system: 'powertrain',
  ecu: 'BMS',
  description: 'One cell of the high-voltage battery sits well below the others; book a battery check.',
  severity: 'warning',
  status: 'active',
  firstSeen: at,
  lastSeen: at,
  occurrences: 3,
  freezeFrame: [
    { name: 'Vehicle.Speed', value: 62.5, unit: 'km/h', timestamp: at },
    { name: 'Vehicle.Exterior.AirTemperature', value: 4.5, unit: 'Celsius', timestamp: at },
    { name: 'Vehicle.Powertrain.CombustionEngine.IsRunning', value: false, timestamp: at },
  ],
  ...over,
});

describe('TroubleCodeGroups', () => {
  it('groups codes by system in J2012 order, present faults first', () => {
    render(
      <TroubleCodeGroups
        codes={[
          code({ code: 'C0035', system: 'chassis', status: 'stored', severity: 'critical' }),
          code({ code: 'U0126', system: 'network', status: 'pending' }),
          code({ code: 'C1101', system: 'chassis' }),
          code({}),
        ]}
      />,
    );
    const groups = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(groups).toEqual(['Powertrain (1)', 'Chassis (2)', 'Network (1)']);
    const chassis = screen.getByRole('list', { name: 'Chassis trouble codes' });
    expect(
      within(chassis)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['C1101: Brake pads worn', 'C0035: ABS fault']);
  });

  it('says what it means and what to do, how serious, since when and how often, and active or cleared', () => {
    render(
      <TroubleCodeGroups
        codes={[code({ code: 'C0035', system: 'chassis', status: 'stored', severity: 'critical', occurrences: 1 })]}
      />,
    );
    const card = screen.getByRole('article', { name: 'C0035: ABS fault' });
    expect(card.id).toBe('dtc-C0035');
    expect(within(card).getByText(/wheels can lock under hard braking\. Drive carefully to a workshop\./)).toBeTruthy();
    expect(within(card).getByText('Critical')).toBeTruthy();
    expect(within(card).getByText(/The fault is gone/)).toBeTruthy();
    expect(within(card).getByText('Cleared')).toBeTruthy();
    expect(within(card).getByText('once')).toBeTruthy();
    expect(within(card).getAllByText(/3 days ago/).length).toBe(2);
  });

  it('shows the freeze frame as readable values with units', () => {
    render(<TroubleCodeGroups codes={[code({})]} />);
    const frame = screen.getByRole('table', { name: 'Readings when P0A80 was set' });
    const rows = within(frame)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows[0]).toMatch(/^Speed63 km\/h/);
    expect(rows[1]).toMatch(/^Outside temperature4\.5 °C/);
    expect(rows[2]).toMatch(/^Engine runningNo/);
  });

  it('gives a known code only the catalogue’s advice, never the severity’s general line that could contradict it', () => {
    render(<TroubleCodeGroups codes={[code({ code: 'C1131', system: 'chassis', severity: 'warning' })]} />);
    const card = screen.getByRole('article', { name: 'C1131: Brake fluid low' });
    expect(within(card).getByText(/do not continue driving, and call roadside assistance/)).toBeTruthy();
    expect(within(card).queryByText(/What to do/)).toBeNull();
    expect(within(card).queryByText(/Book a workshop visit soon/)).toBeNull();
  });

  it('says a code the catalogue does not know in the service’s words, the code kept as its name, with the severity’s advice', () => {
    render(<TroubleCodeGroups codes={[code({ code: 'B1A23', system: 'body', status: 'stored' })]} />);
    const card = screen.getByRole('article', { name: 'B1A23' });
    expect(within(card).getByText(/book a battery check/)).toBeTruthy();
    expect(within(card).getByText(/What to do/).parentElement?.textContent).toMatch(
      /^What to do: Book a workshop visit soon\. The fault is gone/,
    );
  });

  it('says a known code in the chosen language, the code kept visible', async () => {
    await setLocale('de');
    try {
      render(<TroubleCodeGroups codes={[code({ code: 'C0750', system: 'chassis' })]} />);
      const card = screen.getByRole('article', { name: 'C0750: Reifen vorne links: Druck zu niedrig' });
      expect(within(card).getByText(/Prüfen Sie den Reifen auf Schäden/)).toBeTruthy();
      expect(within(card).queryByText(/battery check/)).toBeNull();
    } finally {
      await setLocale('en');
    }
  });

  it('says so when the car holds no code', () => {
    render(<TroubleCodeGroups codes={[]} />);
    expect(screen.getByText(/No trouble codes/)).toBeTruthy();
  });

  it('keeps a code of a system it does not know, in a group of its own, and gives no anchor to a malformed code', () => {
    render(<TroubleCodeGroups codes={[code({ code: 'X<1>', system: 'hydraulics' as never })]} />);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Hydraulics (1)');
    expect(screen.getByRole('article', { name: 'X<1>' }).id).toBe('');
  });
});
