import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { Connector } from '../../../../contract/chargers';
import { ConnectorList } from './connector-list';
import { EnergyTable } from './energy-table';

afterEach(cleanup);

const connectors: Connector[] = [
  { id: 1, type: 'Type 2', status: 'Occupied', powerKW: 7.4, vin: 'SDXE1S2A2RA100001' },
  { id: 2, type: 'Type 2', status: 'Occupied', powerKW: 0, vin: 'SDXE3X4B4RA200002' },
  { id: 3, type: 'CCS2', status: 'Faulted', powerKW: 0, vin: null },
  { id: 4, type: 'Type 2', status: 'Available', powerKW: 0, vin: null },
];
const labels: Record<string, string> = { SDXE1S2A2RA100001: 'Voltara Aero (2024)' };

describe('ConnectorList: each connector’s state, power and car in words', () => {
  it('names the state, the power while charging and the owner’s car by name (the VIN where unknown)', () => {
    render(<ConnectorList connectors={connectors} carLabel={(vin) => labels[vin] ?? vin} />);
    const item = (n: number) => within(screen.getByRole('listitem', { name: `Connector ${n}` }));
    expect(item(1).getByText('Charging at 7.4 kW')).toBeTruthy();
    expect(item(1).getByText('Voltara Aero (2024)')).toBeTruthy();
    expect(item(2).getByText('Plugged in, not charging')).toBeTruthy();
    expect(item(2).getByText('SDXE3X4B4RA200002')).toBeTruthy();
    expect(item(3).getByText('Fault: not usable')).toBeTruthy();
    expect(item(3).getByRole('heading').textContent).toContain('CCS2');
    expect(item(4).getByText('Free')).toBeTruthy();
    expect(item(4).getByText('No car plugged in')).toBeTruthy();
  });
});

describe('EnergyTable: the chart’s figures as a table', () => {
  it('has a row per month with sessions and energy', () => {
    render(<EnergyTable months={[{ month: '2026-09', energyKWh: 120.25, sessions: 14 }]} />);
    const table = screen.getByRole('table', { name: 'Energy charged per month' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells[0]).toBe('14');
    expect(cells[1]).toMatch(/^120[.,]3 kWh$/);
  });
});
