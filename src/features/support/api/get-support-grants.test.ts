import { describe, expect, it } from 'vitest';
import type { OwnerSupportGrant } from '../../../../contract/support';
import { untilFirstGrantEnds } from './get-support-grants';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const grant = (expiresAt: string): OwnerSupportGrant => ({
  caseReference: 'CASE-20417',
  purpose: 'Range',
  organisation: 'Voltara Support',
  categories: ['vehicle'],
  notShared: [],
  grantedAt: '2026-11-20T12:00:00Z',
  expiresAt,
});
const body = (...ends: string[]) => ({ vin: 'SDXE1S2A2RA100001', active: ends.map(grant) });

describe('owner support grants: an ended grant leaves the overview without a visit', () => {
  it('asks again a second after the first active grant ends', () => {
    expect(untilFirstGrantEnds(body('2026-11-24T12:05:00Z', '2026-11-24T12:00:10Z'), NOW)).toBe(11_000);
  });
  it('sets no timer while no grant is active or before the first answer', () => {
    expect(untilFirstGrantEnds(body(), NOW)).toBe(false);
    expect(untilFirstGrantEnds(undefined, NOW)).toBe(false);
  });
  it('asks every 30 s while the service still lists a grant this clock says has ended', () => {
    expect(untilFirstGrantEnds(body('2026-11-24T11:59:00Z'), NOW)).toBe(30_000);
  });
  it('never sets a timer longer than a browser keeps (a 30-day grant would otherwise fire at once)', () => {
    expect(untilFirstGrantEnds(body('2026-12-24T12:00:00Z'), NOW)).toBe(2 ** 31 - 1);
  });
});
