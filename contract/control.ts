import { z } from 'zod/mini';
import { lazySchema } from './lazy';
import { SEVERITIES } from './alerts';
import { CHARGER_ID_PATTERN } from './chargers';
import { TROUBLE_CODE_SCENARIOS } from './diagnostics-control';

/** The sandbox control interface (only with SANDBOX_CONTROL=1): scenarios a test can set, mirroring `Scenario` in sandbox/sim/types.ts. */
const vin = lazySchema(() => z.string().check(z.minLength(1)));
const door = lazySchema(() =>
  z.enum(['Row1.DriverSide', 'Row1.PassengerSide', 'Row2.DriverSide', 'Row2.PassengerSide']),
);
const positiveUpTo = (max: number) => z.optional(z.number().check(z.positive(), z.maximum(max)));
export const ScenarioBody = lazySchema(() =>
  z.discriminatedUnion('kind', [
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
    /** A connector of a charger faults (OCPP `Faulted`, ending the charge on it) or recovers. */
    z.strictObject({
      kind: z.literal('charger-connector-fault'),
      chargerId: z.string().check(z.regex(CHARGER_ID_PATTERN)),
      connectorId: z.int().check(z.minimum(1), z.maximum(99)),
      faulted: z.boolean(),
    }),
    ...TROUBLE_CODE_SCENARIOS,
    z.strictObject({ kind: z.literal('reset') }),
  ]),
);
export type ScenarioBody = z.infer<typeof ScenarioBody>;

/** What `POST /control/scenarios` accepts: the scenario kinds and the simulated VINs. */
export const ScenarioCatalog = lazySchema(() => z.object({ kinds: z.array(z.string()), vins: z.array(z.string()) }));
export type ScenarioCatalog = z.infer<typeof ScenarioCatalog>;
/** The scenario kinds `ScenarioBody` accepts (read from its union, so the call builds it). */
export const scenarioKinds = (): ScenarioBody['kind'][] =>
  ScenarioBody.def.options.flatMap((o) => o.shape.kind.def.values);

/** Move the sandbox clock: forward by `advanceMs`, or to the instant `set`. */
export const ClockCommand = lazySchema(() =>
  z.union([
    z.strictObject({ advanceMs: z.int().check(z.minimum(0), z.maximum(366 * 24 * 3600 * 1000)) }),
    z.strictObject({ set: z.iso.datetime() }),
  ]),
);
export type ClockCommand = z.infer<typeof ClockCommand>;

export const ClockState = lazySchema(() => z.object({ now: z.string(), adjustable: z.boolean() }));
export type ClockState = z.infer<typeof ClockState>;

/** Close stream connections (fault injection): all, those of one subject (`sub` claim or client id), or those on one car. */
export const StreamDisconnectCommand = lazySchema(() =>
  z.strictObject({
    subject: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
    vin: z.optional(z.string().check(z.regex(/^[A-HJ-NPR-Z0-9]{17}$/))),
  }),
);
export type StreamDisconnectCommand = z.infer<typeof StreamDisconnectCommand>;

export const StreamDisconnected = lazySchema(() => z.object({ disconnected: z.number() }));
export type StreamDisconnected = z.infer<typeof StreamDisconnected>;

/** Which matching requests a fault hits: the next `next` ones, or a share drawn from a seeded generator (repeatable). */
export const FaultSelection = lazySchema(() =>
  z.union([
    z.strictObject({ next: z.int().check(z.minimum(1), z.maximum(10_000)) }),
    z.strictObject({
      share: z.number().check(z.minimum(0), z.maximum(1)),
      seed: z.optional(z.int().check(z.minimum(0), z.maximum(2 ** 31 - 1))),
    }),
  ]),
);
export type FaultSelection = z.infer<typeof FaultSelection>;

/**
 * `PUT /control/faults`: faults for the data API's requests whose path matches `path` (`*` one segment, `**` any;
 * default `/v1/**`). Replaces whatever was set; `DELETE /control/faults` clears it.
 */
export const FaultsCommand = lazySchema(() =>
  z.strictObject({
    path: z.optional(z.string().check(z.maxLength(200), z.regex(/^\/[A-Za-z0-9\-._~*/]*$/))),
    latencyMs: z.optional(z.int().check(z.minimum(0), z.maximum(30_000))),
    serverError: z.optional(FaultSelection),
    rateLimit: z.optional(
      z.strictObject({
        next: z.int().check(z.minimum(1), z.maximum(10_000)),
        retryAfterSeconds: z.int().check(z.minimum(1), z.maximum(3600)),
      }),
    ),
    malformedBody: z.optional(FaultSelection),
    truncatedBody: z.optional(FaultSelection),
    dropConnection: z.optional(FaultSelection),
    /** RFC 9449 §9: challenge the next `next` proofs that lack a fresh nonce (401 `use_dpop_nonce` with `DPoP-Nonce`). */
    nonceChallenge: z.optional(z.strictObject({ next: z.int().check(z.minimum(1), z.maximum(10_000)) })),
    /** Every access token issued before the command's answer (of `subject` only, if given) is refused as expired. */
    expireTokens: z.optional(
      z.strictObject({ subject: z.optional(z.string().check(z.minLength(1), z.maxLength(200))) }),
    ),
  }),
);
export type FaultsCommand = z.infer<typeof FaultsCommand>;

export const FAULT_KINDS = [
  'latency',
  'dropConnection',
  'nonceChallenge',
  'expiredToken',
  'rateLimit',
  'serverError',
  'malformedBody',
  'truncatedBody',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** The faults in force and how often each has struck since they were set (`matched`: requests in scope). */
export const FaultsState = lazySchema(() =>
  z.object({
    active: z.nullable(FaultsCommand),
    matched: z.number(),
    applied: z.record(z.enum(FAULT_KINDS), z.number()),
    /** For `next` selections: how many are left. */
    remaining: z.partialRecord(z.enum(FAULT_KINDS), z.number()),
    /** With `expireTokens`: tokens issued before this instant are refused. */
    tokensIssuedBefore: z.optional(z.string()),
  }),
);
export type FaultsState = z.infer<typeof FaultsState>;
