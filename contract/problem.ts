import { z } from 'zod/mini';

export const ERROR_TYPES = {
  validation: '/errors/validation-failed',
  unauthorized: '/errors/unauthorized',
  forbidden: '/errors/forbidden',
  notFound: '/errors/not-found',
  rateLimited: '/errors/rate-limited',
  internal: '/errors/internal',
} as const;

export const Violation = z.object({
  field: z.string(),
  rejectedValue: z.string(),
  message: z.string(),
});
export type Violation = z.infer<typeof Violation>;

/** SPEC §7: RFC 7807 problem details, `application/problem+json`. */
export const Problem = z.object({
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
});
export type Problem = z.infer<typeof Problem>;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';
export const CORRELATION_HEADER = 'X-Correlation-ID';

/** The `reason` member of a 403 problem about consent, so a client can explain it without parsing `detail`. */
export const CONSENT_REASONS = {
  noGrant: 'no-support-grant',
  grantExpired: 'support-grant-expired',
  grantRevoked: 'support-grant-revoked',
  notShared: 'not-shared',
  staffOnly: 'staff-only',
  ownerOnly: 'owner-only',
  /** The owner's access record of this car has no room for another line: support reads are paused, never unrecorded. */
  recordFull: 'access-record-full',
} as const;
export type ConsentReason = (typeof CONSENT_REASONS)[keyof typeof CONSENT_REASONS];
