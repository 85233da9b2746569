import { describe, expect, it } from 'vitest';
import { vinCheckDigit } from '../../contract';
import { checkVin, isCompleteVin, normalizeVin } from './vin';

describe('checkVin', () => {
  it('accepts a demo VIN with a matching check digit', () => {
    const c = checkVin('SDXE1S2A2RA100001');
    expect(c.errors).toEqual([]);
    expect(c.warning).toBeUndefined();
    expect(isCompleteVin(c)).toBe(true);
  });
  it('upper-cases and drops spaces', () => {
    expect(normalizeVin(' sdxe1s2a2 ra100001 ')).toBe('SDXE1S2A2RA100001');
    expect(checkVin('sdxe1s2a2ra100001').errors).toEqual([]);
  });
  it('shows progress, not an error, while the VIN is still short', () => {
    const c = checkVin('SDXE1');
    expect(c.errors).toEqual([]);
    expect(c.progress).toBe('5 of 17 characters');
    expect(isCompleteVin(c)).toBe(false);
  });
  it('refuses I, O and Q at once', () => {
    expect(checkVin('SDXO1').errors).toContain('VIN must not contain the letters I, O or Q');
  });
  it('refuses other characters', () => {
    expect(checkVin('SDX*1').errors).toContain('VIN may contain only letters A–Z and digits 0–9');
  });
  it('says how much too long', () => {
    expect(checkVin('SDXE1S2A2RA1000012').errors).toEqual(['VIN is 1 character too long (must be exactly 17)']);
  });
  it('warns (does not refuse) on a wrong check digit', () => {
    const c = checkVin('SDXE1S2A3RA100001');
    expect(vinCheckDigit('SDXE1S2A3RA100001')).toBe('2');
    expect(c.errors).toEqual([]);
    expect(c.warning).toMatch(/Check digit \(9th character\) is 3, expected 2/);
    expect(isCompleteVin(c)).toBe(true);
  });
});
