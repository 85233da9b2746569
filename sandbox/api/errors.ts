import { STATUS_CODES } from 'node:http';
import { ERROR_TYPES, type ConsentReason, type Problem, type Violation } from '../../contract';
import { PROOF_ALGORITHMS } from '../../contract/dpop';

/** The DPoP algorithms the API accepts in proofs (`contract/dpop.ts`), advertised in every challenge (RFC 9449 §7.1). */
const ALGS = `algs="${PROOF_ALGORITHMS.join(' ')}"`;

const quote = (s: string) => `"${s.replace(/["\\]/g, '')}"`;

/** An error that knows its wire shape: status, problem body and headers. One handler renders all of them. */
export abstract class ProblemError extends Error {
  abstract readonly status: number;
  abstract readonly type: string;
  abstract readonly title: string;
  readonly detail: string;

  constructor(detail: string) {
    super(detail);
    this.detail = detail;
  }

  headers(): Record<string, string> {
    return {};
  }

  problem(instance: string, correlationId: string): Problem {
    return { type: this.type, title: this.title, status: this.status, detail: this.detail, instance, correlationId };
  }
}

export class ValidationFailed extends ProblemError {
  readonly status = 400;
  readonly type = ERROR_TYPES.validation;
  readonly title = 'Validation Failed';
  constructor(
    readonly violations: Violation[],
    detail = 'One or more parameters are not valid.',
  ) {
    super(detail);
  }
  override problem(instance: string, correlationId: string): Problem {
    return { ...super.problem(instance, correlationId), violations: this.violations };
  }
}

/** Ambiguous credentials (two Authorization or DPoP headers): RFC 6750 §3.1 `invalid_request`, 400. */
export class InvalidRequest extends ValidationFailed {
  constructor(field: string, message: string) {
    super([{ field, rejectedValue: '(redacted)', message }], `The ${field} header is ambiguous.`);
  }
  override headers() {
    return {
      'www-authenticate': `DPoP error="invalid_request", error_description=${quote(this.detail)}, ${ALGS}`,
      'cache-control': 'no-store',
    };
  }
}

export type AuthErrorCode = 'invalid_token' | 'invalid_dpop_proof' | 'use_dpop_nonce';

/** 401 with a DPoP challenge (RFC 9449 §7.1, §9). No `code` means no credentials were presented (RFC 6750 §3.1). */
export class Unauthorized extends ProblemError {
  readonly status = 401;
  readonly type = ERROR_TYPES.unauthorized;
  readonly title = 'Unauthorized';
  constructor(
    readonly code: AuthErrorCode | undefined,
    detail: string,
    readonly nonce?: string,
  ) {
    super(detail);
  }
  override headers() {
    const challenge = this.code
      ? `DPoP error="${this.code}", error_description=${quote(this.detail)}, ${ALGS}`
      : `DPoP ${ALGS}`;
    const out: Record<string, string> = { 'www-authenticate': challenge, 'cache-control': 'no-store' };
    if (this.nonce) out['dpop-nonce'] = this.nonce;
    return out;
  }
}

export class Forbidden extends ProblemError {
  readonly status = 403;
  readonly type = ERROR_TYPES.forbidden;
  readonly title = 'Forbidden';
  constructor(
    detail: string,
    readonly scope?: string,
  ) {
    super(detail);
  }
  override headers() {
    const scope = this.scope ? `, scope="${this.scope}"` : '';
    return {
      'www-authenticate': `DPoP error="insufficient_scope", error_description=${quote(this.detail)}${scope}, ${ALGS}`,
      'cache-control': 'no-store',
    };
  }
}

/** A 403 about consent (DESIGN §3): `reason` from CONSENT_REASONS and the category concerned, as problem members. */
export class ConsentForbidden extends Forbidden {
  constructor(
    detail: string,
    readonly reason: ConsentReason,
    readonly category?: string,
  ) {
    super(detail);
  }
  override problem(instance: string, correlationId: string): Problem {
    const body: Problem = { ...super.problem(instance, correlationId), reason: this.reason };
    if (this.category) body.category = this.category;
    return body;
  }
}

export class NotFound extends ProblemError {
  readonly status = 404;
  readonly type = ERROR_TYPES.notFound;
  readonly title = 'Not Found';
}

export class RateLimited extends ProblemError {
  readonly status = 429;
  readonly type = ERROR_TYPES.rateLimited;
  readonly title = 'Too Many Requests';
  constructor(
    readonly retryAfterSeconds: number,
    detail = `Rate limit exceeded; retry in ${retryAfterSeconds} s.`,
  ) {
    super(detail);
  }
  override headers() {
    return { 'retry-after': String(this.retryAfterSeconds) };
  }
}

/** The control interface refused a state change that is well-formed but cannot apply now (e.g. a fixed clock). */
export class Conflict extends ProblemError {
  readonly status = 409;
  readonly type = '/errors/conflict';
  readonly title = 'Conflict';
}

/** A well-formed scenario the simulator rejected (`ScenarioError`). */
export class ScenarioRejected extends ProblemError {
  readonly status = 422;
  readonly type = '/errors/scenario-rejected';
  readonly title = 'Unprocessable Scenario';
}

/** Fastify's own client errors (bad JSON, wrong media type, body too large, a malformed URL), in problem form. */
export class ClientError extends ProblemError {
  readonly type = ERROR_TYPES.validation;
  readonly title: string;
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(detail);
    this.title = STATUS_CODES[status] ?? 'Bad Request';
  }
}

export class Internal extends ProblemError {
  readonly status = 500;
  readonly type = ERROR_TYPES.internal;
  readonly title = 'Internal Server Error';
  constructor(detail = 'An unexpected error occurred. Quote the correlation id when reporting it.') {
    super(detail);
  }
}
