import { VIN_LENGTH, vinCheckDigit, vinViolations } from '../../contract/vin';

/** What the user typed, as a VIN: upper case, spaces and dashes dropped. */
export const normalizeVin = (input: string) => input.replace(/[\s-]/g, '').toUpperCase();

export type VinCheck = {
  vin: string;
  /** Reasons the VIN cannot be used; empty when it can. */
  errors: string[];
  /** Set when position 9 is not the North American check digit (many regions do not use it, so only a warning). */
  warning?: string;
  /** A still-short VIN with nothing wrong yet: say how many characters are left instead of an error. */
  progress?: string;
};

export function checkVin(input: string): VinCheck {
  const vin = normalizeVin(input);
  const over = vin.length - VIN_LENGTH;
  const errors = vinViolations(vin)
    .filter((v) => !v.message.startsWith('must be exactly'))
    .map((v) => `VIN ${v.message}`);
  if (over > 0)
    errors.unshift(`VIN is ${over} character${over === 1 ? '' : 's'} too long (must be exactly ${VIN_LENGTH})`);
  const result: VinCheck = { vin, errors };
  if (over < 0) result.progress = `${vin.length} of ${VIN_LENGTH} characters`;
  if (over === 0 && errors.length === 0) {
    const expected = vinCheckDigit(vin);
    if (vin[8] !== expected)
      result.warning = `Check digit (9th character) is ${vin[8]}, expected ${expected}: check for a typo. Vehicles outside North America may not use a check digit.`;
  }
  return result;
}

/** Ready to submit: complete and without errors. */
export const isCompleteVin = (c: VinCheck) => c.vin.length === VIN_LENGTH && c.errors.length === 0;
