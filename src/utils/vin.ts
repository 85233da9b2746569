import { VIN_LENGTH, vinCheckDigit } from '../../contract/vin';

/** What a check says, as a message key of the catalogue (src/lib/i18n) and its values; the view translates it. */
type Message = {
  key: 'vin.tooLong' | 'vin.forbiddenLetters' | 'vin.otherCharacters' | 'vin.progress' | 'vin.checkDigit';
  values?: Record<string, string | number | undefined>;
};

/** What the user typed, as a VIN: upper case, spaces and dashes dropped. */
export const normalizeVin = (input: string) => input.replace(/[\s-]/g, '').toUpperCase();

export type VinCheck = {
  vin: string;
  /** Reasons the VIN cannot be used (as messages to translate); empty when it can. */
  errors: Message[];
  /** Set when position 9 is not the North American check digit (many regions do not use it, so only a warning). */
  warning?: Message;
  /** A still-short VIN with nothing wrong yet: say how many characters are left instead of an error. */
  progress?: Message;
};

/** The rules of contract/vin.ts's `vinViolations`, as messages; the length is said as progress until submitted. */
export function checkVin(input: string): VinCheck {
  const vin = normalizeVin(input);
  const over = vin.length - VIN_LENGTH;
  const errors: Message[] = [];
  if (over > 0) errors.push({ key: 'vin.tooLong', values: { over, total: VIN_LENGTH } });
  if (/[IOQ]/.test(vin)) errors.push({ key: 'vin.forbiddenLetters' });
  if (/[^A-Z0-9]/.test(vin)) errors.push({ key: 'vin.otherCharacters' });
  const result: VinCheck = { vin, errors };
  if (over < 0) result.progress = { key: 'vin.progress', values: { count: vin.length, total: VIN_LENGTH } };
  if (over === 0 && errors.length === 0) {
    const expected = vinCheckDigit(vin);
    if (vin[8] !== expected) result.warning = { key: 'vin.checkDigit', values: { actual: vin[8], expected } };
  }
  return result;
}

/** Ready to submit: complete and without errors. */
export const isCompleteVin = (c: VinCheck) => c.vin.length === VIN_LENGTH && c.errors.length === 0;
