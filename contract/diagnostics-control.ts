import { z } from 'zod/mini';
import { lazySchema } from './lazy';
import { SEVERITIES } from './alerts';
import { TROUBLE_CODE_PATTERN } from './diagnostics';

const vin = lazySchema(() => z.string().check(z.minLength(1)));
const code = lazySchema(() => z.string().check(z.regex(TROUBLE_CODE_PATTERN)));

/**
 * Control scenarios that steer trouble codes (part of `ScenarioBody` in `./control.ts`): raise a code (`pending`:
 * detected only; otherwise confirmed, raising an alert that cites it), clear it (the fault is gone: active → stored, or
 * permanent when emission-related), and erase every code as a workshop does (OBD mode $04; permanent codes stay).
 */
export const TROUBLE_CODE_SCENARIOS = [
  lazySchema(() =>
    z.strictObject({
      kind: z.literal('trouble-code-raise'),
      vin,
      code,
      pending: z.optional(z.boolean()),
      severity: z.optional(z.enum(SEVERITIES)),
      ecu: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
      description: z.optional(z.string().check(z.minLength(1), z.maxLength(2000))),
    }),
  ),
  lazySchema(() => z.strictObject({ kind: z.literal('trouble-code-clear'), vin, code })),
  lazySchema(() => z.strictObject({ kind: z.literal('trouble-codes-erase'), vin })),
] as const;
