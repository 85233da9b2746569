import { z } from 'zod/mini';
import { SEVERITIES } from './alerts';

/** The sandbox control interface (only with SANDBOX_CONTROL=1): scenarios a test can set, mirroring `Scenario` in sandbox/sim/types.ts. */
const vin = z.string().check(z.minLength(1));
const door = z.enum(['Row1.DriverSide', 'Row1.PassengerSide', 'Row2.DriverSide', 'Row2.PassengerSide']);
const positiveUpTo = (max: number) => z.optional(z.number().check(z.positive(), z.maximum(max)));
export const ScenarioBody = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('tyre-losing-pressure'),
    vin,
    wheel: z.enum(['Row1.Left', 'Row1.Right', 'Row2.Left', 'Row2.Right']),
    kPaPerMinute: positiveUpTo(500),
  }),
  z.strictObject({ kind: z.literal('charge-start'), vin, powerKW: positiveUpTo(400) }),
  z.strictObject({ kind: z.literal('charge-stop'), vin }),
  z.strictObject({
    kind: z.literal('alert-raise'),
    vin,
    code: z.string().check(z.minLength(1), z.maxLength(64)),
    severity: z.enum(SEVERITIES),
    title: z.optional(z.string().check(z.maxLength(200))),
    description: z.optional(z.string().check(z.maxLength(2000))),
  }),
  z.strictObject({ kind: z.literal('alert-clear'), vin, id: z.string().check(z.minLength(1)) }),
  z.strictObject({ kind: z.literal('drive'), vin, speedKmh: positiveUpTo(250) }),
  z.strictObject({ kind: z.literal('park'), vin }),
  z.strictObject({ kind: z.literal('door-open'), vin, door }),
  z.strictObject({ kind: z.literal('door-close'), vin, door }),
  /** Every free-text field of the car carries markup, script, a 5,000-character word, RTL text and emoji (or stops). */
  z.strictObject({ kind: z.literal('hostile-strings'), vin, enabled: z.boolean() }),
  z.strictObject({ kind: z.literal('reset') }),
]);
export type ScenarioBody = z.infer<typeof ScenarioBody>;

/** What `POST /control/scenarios` accepts: the scenario kinds and the simulated VINs. */
export const ScenarioCatalog = z.object({ kinds: z.array(z.string()), vins: z.array(z.string()) });
export type ScenarioCatalog = z.infer<typeof ScenarioCatalog>;
export const SCENARIO_KINDS: ScenarioBody['kind'][] = ScenarioBody.def.options.flatMap((o) => o.shape.kind.def.values);

/** Move the sandbox clock: forward by `advanceMs`, or to the instant `set`. */
export const ClockCommand = z.union([
  z.strictObject({ advanceMs: z.int().check(z.minimum(0), z.maximum(366 * 24 * 3600 * 1000)) }),
  z.strictObject({ set: z.iso.datetime() }),
]);
export type ClockCommand = z.infer<typeof ClockCommand>;

export const ClockState = z.object({ now: z.string(), adjustable: z.boolean() });
export type ClockState = z.infer<typeof ClockState>;

/** Close stream connections (fault injection): all, those of one subject (`sub` claim or client id), or those on one car. */
export const StreamDisconnectCommand = z.strictObject({
  subject: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  vin: z.optional(z.string().check(z.regex(/^[A-HJ-NPR-Z0-9]{17}$/))),
});
export type StreamDisconnectCommand = z.infer<typeof StreamDisconnectCommand>;

export const StreamDisconnected = z.object({ disconnected: z.number() });
export type StreamDisconnected = z.infer<typeof StreamDisconnected>;
