import { z } from 'zod/mini';
import { lazySchema } from './lazy';
import { SignalValue } from './signal';
import { pageOf } from './page';

export const SEVERITIES = ['info', 'warning', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];

export const Alert = lazySchema(() =>
  z.object({
    id: z.string(),
    code: z.string(),
    severity: z.string(),
    active: z.boolean(),
    title: z.string(),
    description: z.string(),
    raisedAt: z.string(),
    clearedAt: z.nullable(z.string()),
    signals: z.array(SignalValue),
    /** The SAE J2012 trouble code of the fault behind the alert (see `GET /v1/vehicles/{vin}/diagnostics`), if any. */
    troubleCode: z.optional(z.string()),
  }),
);
export type Alert = z.infer<typeof Alert>;

export const AlertPage = lazySchema(() => pageOf(Alert));
export type AlertPage = z.infer<typeof AlertPage>;
