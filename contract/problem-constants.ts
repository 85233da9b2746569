/** The names of the problem details (SPEC §7) without their schemas (`./problem.ts`): no zod comes with them. */
export const ERROR_TYPES = {
  validation: '/errors/validation-failed',
  unauthorized: '/errors/unauthorized',
  forbidden: '/errors/forbidden',
  notFound: '/errors/not-found',
  rateLimited: '/errors/rate-limited',
  internal: '/errors/internal',
} as const;

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
