/** VIN rules (ISO 3779): 17 characters from A–Z and 0–9 without I, O and Q. */
export const VIN_LENGTH = 17;
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

const TRANSLITERATION: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The check digit (position 9) of a VIN as North American VINs compute it (49 CFR 565). */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) {
    const ch = vin[i]!;
    const value = /[0-9]/.test(ch) ? Number(ch) : (TRANSLITERATION[ch] ?? 0);
    sum += value * WEIGHTS[i]!;
  }
  const rest = sum % 11;
  return rest === 10 ? 'X' : String(rest);
}

export type VinProblem = { field: 'vin'; rejectedValue: string; message: string };

/** Every reason a VIN is not acceptable; empty when it is. The check digit is not a rule here (many regions do not use it). */
export function vinViolations(vin: string): VinProblem[] {
  const out: VinProblem[] = [];
  if (vin.length !== VIN_LENGTH)
    out.push({
      field: 'vin',
      rejectedValue: vin,
      message: `must be exactly ${VIN_LENGTH} characters (got ${vin.length})`,
    });
  if (/[IOQ]/i.test(vin))
    out.push({ field: 'vin', rejectedValue: vin, message: 'must not contain the letters I, O or Q' });
  if (/[^A-Za-z0-9]/.test(vin))
    out.push({ field: 'vin', rejectedValue: vin, message: 'may contain only letters A–Z and digits 0–9' });
  else if (/[a-z]/.test(vin)) out.push({ field: 'vin', rejectedValue: vin, message: 'must be upper case' });
  return out;
}

export const isValidVin = (vin: string) => VIN_PATTERN.test(vin);
export const hasValidCheckDigit = (vin: string) => isValidVin(vin) && vin[8] === vinCheckDigit(vin);
