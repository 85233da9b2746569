import { describe, expect, it } from 'vitest';
import { hasValidCheckDigit, isValidVin, vinCheckDigit, vinViolations } from './vin';

describe('VIN rules', () => {
  it('computes the check digit of a known VIN (49 CFR 565 example 1M8GDM9AXKP042788)', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(hasValidCheckDigit('1M8GDM9AXKP042788')).toBe(true);
  });

  it('flags a wrong check digit without making the VIN invalid', () => {
    expect(isValidVin('1M8GDM9A1KP042788')).toBe(true);
    expect(hasValidCheckDigit('1M8GDM9A1KP042788')).toBe(false);
  });

  it('lists every reason a VIN is refused', () => {
    expect(vinViolations('ABC12')).toEqual([
      expect.objectContaining({ field: 'vin', message: expect.stringMatching(/17 characters/) }),
    ]);
    expect(vinViolations('1M8GDM9AXKP04278O').map((v) => v.message)).toEqual([expect.stringMatching(/I, O or Q/)]);
    expect(vinViolations('1m8gdm9axkp042788').map((v) => v.message)).toEqual([expect.stringMatching(/upper case/)]);
    expect(vinViolations('1M8GDM9AXKP04278-')).toHaveLength(1);
    expect(vinViolations('1M8GDM9AXKP042788')).toEqual([]);
  });
});
