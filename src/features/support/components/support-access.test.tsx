import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { OwnerSupportGrant } from '../../../../contract/support';
import { setUnits } from '../../../stores/units-preference';
import { formatDateTime } from '../../../utils/time';
import { SupportAccess } from './support-access';

const grant: OwnerSupportGrant = {
  caseReference: 'CASE-20466',
  purpose: 'Home charging stops before the set limit',
  organisation: 'Voltara Support',
  categories: ['vehicle', 'diagnostics', 'status', 'alerts', 'ev', 'hv-battery'],
  notShared: ['journeys', 'location'],
  grantedAt: '2026-11-20T12:00:00.000Z',
  expiresAt: '2026-11-23T12:00:00.000Z',
};

const definitionOf = (scope: HTMLElement, term: string) =>
  within(scope)
    .getAllByRole('term')
    .find((t) => t.textContent === term)?.nextElementSibling?.textContent;

describe('SupportAccess: the owner sees whether support can see the car, and until when', () => {
  it('says there is no support access when no grant is active', () => {
    render(<SupportAccess grants={[]} />);
    expect(screen.getByText('No support access: support staff cannot see this car.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Active support grants' })).toBeNull();
  });

  it('names the organisation, the case and its purpose, the end of the grant, and what is shared and not', () => {
    render(<SupportAccess grants={[grant]} />);
    const [item] = within(screen.getByRole('list', { name: 'Active support grants' })).getAllByRole('listitem');
    expect(item!.textContent).toContain(
      `Voltara Support can see this car for case CASE-20466 (Home charging stops before the set limit) until ${formatDateTime(grant.expiresAt, '24h', 'en')}.`,
    );
    expect(
      within(item!)
        .getByText(formatDateTime(grant.expiresAt, '24h', 'en'))
        .getAttribute('datetime'),
    ).toBe(grant.expiresAt);
    expect(definitionOf(item!, 'Shared')).toBe('Vehicle, Diagnostics, Status, Alerts, EV, High-voltage battery');
    expect(definitionOf(item!, 'Not shared')).toBe('Journeys, Location');
    expect(screen.queryByText(/No support access/)).toBeNull();
  });

  it('leaves out "Not shared" when the grant covers every category, and follows the 12-hour clock', () => {
    setUnits({ clock: '12h' });
    render(<SupportAccess grants={[{ ...grant, notShared: [] }]} />);
    const item = screen.getByRole('listitem');
    expect(
      within(item)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Shared']);
    expect(within(item).getByText(formatDateTime(grant.expiresAt, '12h', 'en'))).toBeTruthy();
    expect(formatDateTime(grant.expiresAt, '12h', 'en')).not.toBe(formatDateTime(grant.expiresAt, '24h', 'en'));
  });
});
