import { z } from 'zod/mini';
import { lazySchema } from './lazy';
import { PageMeta } from './page';
import { SignalValue } from './signal';

/**
 * Diagnostic trouble codes (DESIGN §3): `GET /v1/vehicles/{vin}/diagnostics` and the stream topic
 * `vehicles/{vin}/diagnostics`. Codes in SAE J2012 / ISO 15031-6 form; the details go beyond VSS, which carries only
 * `Vehicle.Diagnostics.DTCCount` and `DTCList` (the active and permanent codes).
 */

/** A letter for the system, a digit (0 generic, 1 manufacturer-specific, 2 and 3 by system), three hex digits. */
export const TROUBLE_CODE_PATTERN = /^[PCBU][0-3][0-9A-F]{3}$/;

export const DTC_SYSTEMS = ['powertrain', 'chassis', 'body', 'network'] as const;
export type DtcSystem = (typeof DTC_SYSTEMS)[number];

/** OBD status vocabulary: pending (detected, not confirmed), active (confirmed), permanent, stored (no longer present). */
export const DTC_STATUSES = ['pending', 'active', 'permanent', 'stored'] as const;
export type DtcStatus = (typeof DTC_STATUSES)[number];

/** The statuses `Vehicle.Diagnostics.DTCList` lists. */
export const LISTED_STATUSES: readonly DtcStatus[] = ['active', 'permanent'];

const SYSTEM_OF_LETTER: Record<string, DtcSystem> = { P: 'powertrain', C: 'chassis', B: 'body', U: 'network' };

/** The system a code's letter names (undefined for anything that is not a J2012 code). */
export const systemOf = (code: string): DtcSystem | undefined =>
  TROUBLE_CODE_PATTERN.test(code) ? SYSTEM_OF_LETTER[code[0]!] : undefined;

/** Whether the code is manufacturer-specific (second character 1, or 3 outside powertrain) rather than SAE's own. */
export const isManufacturerCode = (code: string) => code[1] === '1' || (code[1] === '3' && code[0] !== 'P');

export const TroubleCode = lazySchema(() =>
  z.object({
    code: z.string().check(z.regex(TROUBLE_CODE_PATTERN)),
    system: z.enum(DTC_SYSTEMS),
    /** The control unit that set it (e.g. `ECM`, `BMS`, `ABS`). */
    ecu: z.string(),
    /** What it means and what to do, in plain words. */
    description: z.string(),
    severity: z.string(),
    status: z.enum(DTC_STATUSES),
    /** When the code was first detected within the service's history (90 days). */
    firstSeen: z.string(),
    /** When it was last detected (its latest occurrence). */
    lastSeen: z.string(),
    /** How often it was detected within the history. */
    occurrences: z.int().check(z.minimum(1)),
    /** Signal values the control unit recorded when the latest occurrence was set. */
    freezeFrame: z.array(SignalValue),
  }),
);
export type TroubleCode = z.infer<typeof TroubleCode>;

/** The body of REST and of the stream topic: the car's codes (a page of them when `page`/`size` are asked). */
export const DiagnosticsBody = lazySchema(() =>
  z.object({ vin: z.string(), troubleCodes: z.array(TroubleCode), page: PageMeta }),
);
export type DiagnosticsBody = z.infer<typeof DiagnosticsBody>;

export const DIAGNOSTICS_PATH = '/v1/vehicles/{vin}/diagnostics';
