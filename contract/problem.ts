import { z } from 'zod/mini';
import { lazySchema } from './lazy';

export const Violation = lazySchema(() =>
  z.object({
    field: z.string(),
    rejectedValue: z.string(),
    message: z.string(),
  }),
);
export type Violation = z.infer<typeof Violation>;

/** SPEC §7: RFC 7807 problem details, `application/problem+json`. */
export const Problem = lazySchema(() =>
  z.object({
    type: z.string(),
    title: z.string(),
    status: z.int(),
    detail: z.optional(z.string()),
    instance: z.optional(z.string()),
    correlationId: z.optional(z.string()),
    violations: z.optional(z.array(Violation)),
    /** On a 403 about consent: why (`CONSENT_REASONS`), and the category concerned where there is one. */
    reason: z.optional(z.string()),
    category: z.optional(z.string()),
  }),
);
export type Problem = z.infer<typeof Problem>;

// The constants live in a module without zod, so the dashboard's first route can use them without the schemas.
export {
  CONSENT_REASONS,
  CORRELATION_HEADER,
  ERROR_TYPES,
  PROBLEM_CONTENT_TYPE,
  type ConsentReason,
} from './problem-constants';
