import { describe, expect, it } from 'vitest';
import { VINS } from '../fleet';
import { shareableCategories } from './categories';
import { parseGrantForm, type GrantForm } from './grant-input';

const SEDAN = shareableCategories(VINS.evSedan);
const form = (o: Partial<GrantForm> = {}): GrantForm => ({
  caseReference: 'CASE-12345',
  purpose: 'Battery warning',
  categories: ['status'],
  days: '7',
  ...o,
});

describe('the grant form (DESIGN §3)', () => {
  it('normalises the case reference and purpose, and always adds identification and trouble codes', () => {
    const parsed = parseGrantForm(form({ caseReference: ' case-00042123 ', purpose: '  Battery\n  warning ' }), SEDAN);
    expect(parsed).toEqual({
      ok: true,
      value: {
        caseReference: 'CASE-00042123',
        purpose: 'Battery warning',
        categories: ['vehicle', 'diagnostics', 'status'],
        days: 7,
      },
    });
  });

  it.each(['', 'CASE-1234', 'CASE-123456789', 'CASE 12345', 'TICKET-12345', 'CASE-12a45'])(
    'refuses the case reference %j',
    (caseReference) => {
      const parsed = parseGrantForm(form({ caseReference }), SEDAN);
      expect(parsed.ok || parsed.errors.caseReference).toMatch(/CASE-12345/);
    },
  );

  it('refuses an empty, over-long or control-character purpose', () => {
    for (const purpose of ['   ', 'x'.repeat(201), 'battery\u202ewarning']) {
      const parsed = parseGrantForm(form({ purpose }), SEDAN);
      expect(parsed.ok).toBe(false);
    }
    expect(parseGrantForm(form({ purpose: 'x'.repeat(200) }), SEDAN).ok).toBe(true);
  });

  it('takes 1 to 30 whole days, 7 when left empty', () => {
    for (const days of ['0', '31', '2.5', '-1', '0x7', 'seven', '1e1'])
      expect(parseGrantForm(form({ days }), SEDAN).ok, days).toBe(false);
    for (const [days, value] of [
      ['1', 1],
      ['30', 30],
      ['', 7],
    ] as const)
      expect(parseGrantForm(form({ days }), SEDAN)).toMatchObject({ ok: true, value: { days: value } });
  });

  it('refuses a category the car cannot share, and reports every problem at once', () => {
    const petrol = shareableCategories(VINS.petrol);
    const parsed = parseGrantForm({ caseReference: 'x', purpose: '', categories: ['ev'], days: '99' }, petrol);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok)
      expect(Object.keys(parsed.errors).sort()).toEqual(['caseReference', 'categories', 'days', 'purpose']);
  });

  it('offers no location or journeys for a car whose owner has location sharing off', () => {
    expect(shareableCategories(VINS.noLocation)).not.toContain('location');
    expect(shareableCategories(VINS.noLocation)).not.toContain('journeys');
    expect(SEDAN).toEqual(['vehicle', 'diagnostics', 'status', 'alerts', 'ev', 'hv-battery', 'location', 'journeys']);
  });
});
