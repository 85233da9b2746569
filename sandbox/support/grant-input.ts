import {
  ALWAYS_SHARED,
  CASE_REFERENCE_PATTERN,
  GRANT_DEFAULT_DAYS,
  GRANT_MAX_DAYS,
  GRANT_MIN_DAYS,
  OFF_BY_DEFAULT,
  PURPOSE_MAX_LENGTH,
  type SupportCategory,
} from '../../contract';

/** What the owner typed into the grant form, as submitted. */
export type GrantForm = { caseReference: string; purpose: string; categories: string[]; days: string };

export type GrantChoice = { caseReference: string; purpose: string; categories: SupportCategory[]; days: number };

export type GrantFormErrors = Partial<Record<keyof GrantForm, string>>;

/** The form as first shown: everything the car can share ticked except location and journeys; 7 days. */
export const defaultForm = (shareable: readonly SupportCategory[]): GrantForm => ({
  caseReference: '',
  purpose: '',
  categories: shareable.filter((c) => !OFF_BY_DEFAULT.includes(c)),
  days: String(GRANT_DEFAULT_DAYS),
});

// Control characters other than ordinary spaces make no sense in a purpose and could spoof the record.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/**
 * Checks the grant form against the categories this car can share (`available`, in display order). Every problem is
 * reported at once; the categories always shared are added whatever was ticked.
 */
export function parseGrantForm(
  form: GrantForm,
  available: readonly SupportCategory[],
): { ok: true; value: GrantChoice } | { ok: false; errors: GrantFormErrors } {
  const errors: GrantFormErrors = {};
  const caseReference = form.caseReference.trim().toUpperCase();
  if (!CASE_REFERENCE_PATTERN.test(caseReference))
    errors.caseReference = 'Enter the case reference the support agent gave you, like CASE-12345 (5 to 8 digits).';

  const purpose = form.purpose.trim().replace(/\s+/g, ' ');
  if (!purpose) errors.purpose = 'Say what the support agent is helping you with.';
  else if (purpose.length > PURPOSE_MAX_LENGTH)
    errors.purpose = `Keep the purpose to ${PURPOSE_MAX_LENGTH} characters (it has ${purpose.length}).`;
  else if (CONTROL.test(purpose)) errors.purpose = 'The purpose contains characters that cannot be shown.';

  const unknown = form.categories.filter((c) => !available.includes(c as SupportCategory));
  if (unknown.length) errors.categories = `This car cannot share ${unknown.join(', ')}.`;
  const categories = available.filter((c) => ALWAYS_SHARED.includes(c) || form.categories.includes(c));

  const daysText = form.days.trim();
  const days = daysText === '' ? GRANT_DEFAULT_DAYS : /^[0-9]{1,3}$/.test(daysText) ? Number(daysText) : NaN;
  if (!Number.isInteger(days) || days < GRANT_MIN_DAYS || days > GRANT_MAX_DAYS)
    errors.days = `Choose a whole number of days from ${GRANT_MIN_DAYS} to ${GRANT_MAX_DAYS}.`;

  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: { caseReference, purpose, categories, days } };
}
