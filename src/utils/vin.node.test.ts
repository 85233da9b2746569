import { describe, expect, it } from 'vitest';
import { vinCheckDigit } from '../../contract';
import { checkVin, isCompleteVin, normalizeVin } from './vin';

const keys = (input: string) => checkVin(input).errors.map((e) => e.key);

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
    expect(c.progress).toEqual({ key: 'vin.progress', values: { count: 5, total: 17 } });
    expect(isCompleteVin(c)).toBe(false);
  });
  it('refuses I, O and Q at once', () => {
    expect(keys('SDXO1')).toEqual(['vin.forbiddenLetters']);
  });
  it('refuses other characters', () => {
    expect(keys('SDX*1')).toEqual(['vin.otherCharacters']);
  });
  it('says how much too long', () => {
    expect(checkVin('SDXE1S2A2RA1000012').errors).toEqual([{ key: 'vin.tooLong', values: { over: 1, total: 17 } }]);
  });
  it('warns (does not refuse) on a wrong check digit', () => {
    const c = checkVin('SDXE1S2A3RA100001');
    expect(vinCheckDigit('SDXE1S2A3RA100001')).toBe('2');
    expect(c.errors).toEqual([]);
    expect(c.warning).toEqual({ key: 'vin.checkDigit', values: { actual: '3', expected: '2' } });
    expect(isCompleteVin(c)).toBe(true);
  });
});
