import { DTC_SYSTEMS, TROUBLE_CODE_PATTERN, type TroubleCode } from '../../../contract/diagnostics';

/** The systems the dashboard has words for (`diagnostics.system.*`); any other is shown as sent. */
export const SYSTEMS: ReadonlySet<string> = new Set(['powertrain', 'chassis', 'body', 'network']);

/** Whether a status means the fault is gone (the code is kept as history or until re-checked). */
export const CLEARED: Record<string, boolean> = { active: false, pending: false, permanent: true, stored: true };

/** The element id a link to one code jumps to (only for well-formed codes: the service's text is not trusted). */
export const codeAnchor = (code: string) => (TROUBLE_CODE_PATTERN.test(code) ? `dtc-${code}` : undefined);

export type SystemGroup = { system: string; codes: TroubleCode[] };

/** Codes grouped by system in J2012 order (an unknown system last), each group's present faults first. */
export function groupBySystem(codes: readonly TroubleCode[]): SystemGroup[] {
  const order = [...DTC_SYSTEMS, ...new Set(codes.map((c) => c.system).filter((s) => !SYSTEMS.has(s)))];
  const present = (c: TroubleCode) => (CLEARED[c.status] ? 1 : 0);
  return order
    .map((system) => ({
      system,
      codes: codes.filter((c) => c.system === system).sort((a, b) => present(a) - present(b)),
    }))
    .filter((g) => g.codes.length > 0);
}

/** The count of present faults and of cleared ones ("2 present, 1 cleared" in the view's words). */
export function counts(codes: readonly TroubleCode[]): { present: number; cleared: number } {
  const cleared = codes.filter((c) => CLEARED[c.status]).length;
  return { present: codes.length - cleared, cleared };
}
