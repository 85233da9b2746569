import { z } from 'zod';
import { SEVERITIES } from './alerts';

/** The sandbox control interface (only with SANDBOX_CONTROL=1): scenarios a test can set, mirroring `Scenario` in sandbox/sim/types.ts. */
const vin = z.string().min(1);
export const ScenarioBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('tyre-losing-pressure'), vin, wheel: z.enum(['Row1.Left', 'Row1.Right', 'Row2.Left', 'Row2.Right']), kPaPerMinute: z.number().positive().max(500).optional() }).strict(),
  z.object({ kind: z.literal('charge-start'), vin, powerKW: z.number().positive().max(400).optional() }).strict(),
  z.object({ kind: z.literal('charge-stop'), vin }).strict(),
  z.object({ kind: z.literal('alert-raise'), vin, code: z.string().min(1).max(64), severity: z.enum(SEVERITIES), title: z.string().max(200).optional(), description: z.string().max(2000).optional() }).strict(),
  z.object({ kind: z.literal('alert-clear'), vin, id: z.string().min(1) }).strict(),
  z.object({ kind: z.literal('drive'), vin, speedKmh: z.number().positive().max(250).optional() }).strict(),
  z.object({ kind: z.literal('park'), vin }).strict(),
  z.object({ kind: z.literal('reset') }).strict(),
]);
export type ScenarioBody = z.infer<typeof ScenarioBody>;

/** What `POST /control/scenarios` accepts: the scenario kinds and the simulated VINs. */
export const ScenarioCatalog = z.object({ kinds: z.array(z.string()), vins: z.array(z.string()) });
export type ScenarioCatalog = z.infer<typeof ScenarioCatalog>;
export const SCENARIO_KINDS = ScenarioBody.options.map((o) => o.shape.kind.value);

/** Move the sandbox clock: forward by `advanceMs`, or to the instant `set`. */
export const ClockCommand = z.union([
  z.object({ advanceMs: z.number().int().min(0).max(366 * 24 * 3600 * 1000) }).strict(),
  z.object({ set: z.iso.datetime() }).strict(),
]);
export type ClockCommand = z.infer<typeof ClockCommand>;

export const ClockState = z.object({ now: z.string(), adjustable: z.boolean() });
export type ClockState = z.infer<typeof ClockState>;
