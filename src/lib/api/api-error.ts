import type { Violation } from '../../../contract/problem';
import { CORRELATION_HEADER } from '../../../contract/problem-constants';
import { readRateLimit, type RateLimitInfo } from './rate-limit-headers';

export interface ApiErrorInit {
  status: number;
  type: string;
  title: string;
  detail?: string;
  instance?: string;
  correlationId?: string;
  violations?: Violation[];
  /** On a consent 403: why (`CONSENT_REASONS` in contract/support.ts) and the category concerned. */
  reason?: string;
  category?: string;
  rateLimit?: RateLimitInfo;
  /** True when the client already retried this request (so a caller should not retry it again). */
  retried?: boolean;
  cause?: unknown;
}

/** Any problem-details fields a service sends; every one optional (a partial body still yields what it has). */

export const NETWORK_ERROR_TYPE = 'about:blank#network-error';
export const INVALID_RESPONSE_TYPE = 'about:blank#invalid-response';

const STATUS_TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** One typed error for every failed API call: RFC 9457 problem details, a non-problem error response, or no response at all (status 0). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly type: string;
  readonly title: string;
  readonly detail?: string;
  readonly instance?: string;
  readonly correlationId?: string;
  readonly violations: Violation[];
  readonly reason?: string;
  readonly category?: string;
  readonly rateLimit?: RateLimitInfo;
  readonly retried: boolean;

  constructor(init: ApiErrorInit) {
    super(init.detail ?? init.title, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.type = init.type;
    this.title = init.title;
    this.detail = init.detail;
    this.instance = init.instance;
    this.correlationId = init.correlationId;
    this.violations = init.violations ?? [];
    this.reason = init.reason;
    this.category = init.category;
    this.rateLimit = init.rateLimit;
    this.retried = init.retried ?? false;
  }

  /** Reads the body of a failed response. Tolerant: a body that is not a problem document still gives a useful error. */
  static async fromResponse(response: Response, options: { retried?: boolean } = {}): Promise<ApiError> {
    const headerCorrelation = response.headers.get(CORRELATION_HEADER) ?? undefined;
    const rateLimit = readRateLimit(response.headers);
    const contentType = response.headers.get('content-type') ?? '';
    const fallbackTitle = STATUS_TITLES[response.status] ?? (response.statusText || `HTTP ${response.status}`);
    let text = '';
    try {
      text = await response.text();
    } catch {
      // body unreadable: fall through with what the status line says
    }
    let body: unknown;
    if (/json/i.test(contentType) && text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
    }
    // The schema loads with the first failure: zod stays out of the first route's JavaScript.
    const { ProblemFields } = await import('./problem-fields');
    const parsed = ProblemFields.safeParse(body);
    if (body !== undefined && parsed.success && (parsed.data.title || parsed.data.type || parsed.data.detail)) {
      const p = parsed.data;
      return new ApiError({
        status: response.status,
        type: p.type ?? 'about:blank',
        title: p.title ?? fallbackTitle,
        detail: p.detail,
        instance: p.instance,
        correlationId: p.correlationId ?? headerCorrelation,
        violations: p.violations,
        reason: p.reason,
        category: p.category,
        rateLimit,
        retried: options.retried,
      });
    }
    return new ApiError({
      status: response.status,
      type: 'about:blank',
      title: fallbackTitle,
      detail: `The service answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''} without a problem description.`,
      correlationId: headerCorrelation,
      rateLimit,
      retried: options.retried,
    });
  }

  /** No answer. `correlationId` is the one the request carried, which the service may have logged. */
  static network(cause: unknown, options: { retried?: boolean; correlationId?: string } = {}): ApiError {
    return new ApiError({
      status: 0,
      type: NETWORK_ERROR_TYPE,
      title: 'Service unreachable',
      detail: 'The service could not be reached. Check your connection; the dashboard tries again automatically.',
      correlationId: options.correlationId,
      retried: options.retried,
      cause,
    });
  }

  /** A successful answer whose body ended early (the connection closed before Content-Length was reached). */
  static cutOff(response: Response, options: { retried?: boolean } = {}): ApiError {
    return new ApiError({
      status: response.status,
      type: INVALID_RESPONSE_TYPE,
      title: 'Answer cut off',
      detail: `The service's answer ended before it was complete${options.retried ? ', each time it was tried' : ''}.`,
      correlationId: response.headers.get(CORRELATION_HEADER) ?? undefined,
      retried: options.retried,
    });
  }

  static invalidResponse(response: Response, issues: string[]): ApiError {
    return new ApiError({
      status: response.status,
      type: INVALID_RESPONSE_TYPE,
      title: 'Unexpected response',
      detail: `The service answered in a shape the dashboard does not understand: ${issues.slice(0, 3).join('; ')}`,
      correlationId: response.headers.get(CORRELATION_HEADER) ?? undefined,
    });
  }
}

/** The consent reason of a 403 problem (`not-shared`, `no-support-grant`, …), if the error is one. */
export function consentReason(error: unknown): string | undefined {
  return error instanceof ApiError && error.status === 403 ? error.reason : undefined;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
