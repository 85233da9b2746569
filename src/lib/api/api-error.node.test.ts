import { describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_TYPE } from './api-error';
import { shouldRetryQuery } from './query-retry';

describe('ApiError', () => {
  it('is made from an application/problem+json body with violations, correlation id and rate-limit figures', async () => {
    const response = new Response(
      JSON.stringify({
        type: '/errors/validation-failed',
        title: 'Validation Failed',
        status: 400,
        detail: 'The request has invalid parameters',
        instance: '/v1/vehicles/SHORT',
        correlationId: '6f1c2a52-0d1e-4c39-9d1f-6d0a3c2f4b11',
        violations: [{ field: 'vin', rejectedValue: 'SHORT', message: 'must be exactly 17 characters' }],
        extra: 'ignored',
      }),
      {
        status: 400,
        headers: {
          'content-type': 'application/problem+json',
          'x-ratelimit-limit': '120',
          'x-ratelimit-remaining': '7',
          'x-ratelimit-reset': '42',
        },
      },
    );
    const error = await ApiError.fromResponse(response);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 400,
      type: '/errors/validation-failed',
      title: 'Validation Failed',
      detail: 'The request has invalid parameters',
      instance: '/v1/vehicles/SHORT',
      correlationId: '6f1c2a52-0d1e-4c39-9d1f-6d0a3c2f4b11',
      violations: [{ field: 'vin', rejectedValue: 'SHORT', message: 'must be exactly 17 characters' }],
      rateLimit: { limit: 120, remaining: 7, resetSeconds: 42 },
      message: 'The request has invalid parameters',
    });
  });

  it('takes the correlation id from the header when the body has none, and reads Retry-After', async () => {
    const response = new Response(
      JSON.stringify({ type: '/errors/rate-limited', title: 'Too Many Requests', status: 429 }),
      {
        status: 429,
        headers: { 'content-type': 'application/problem+json', 'x-correlation-id': 'abc-123', 'retry-after': '12' },
      },
    );
    expect(await ApiError.fromResponse(response)).toMatchObject({
      correlationId: 'abc-123',
      rateLimit: { retryAfterSeconds: 12 },
      violations: [],
    });
  });

  it('is made from a non-JSON 502 from a proxy', async () => {
    const response = new Response('<html><body>Bad gateway</body></html>', {
      status: 502,
      statusText: 'Bad Gateway',
      headers: { 'content-type': 'text/html', 'x-correlation-id': 'proxy-1' },
    });
    const error = await ApiError.fromResponse(response, { retried: true });
    expect(error).toMatchObject({
      status: 502,
      type: 'about:blank',
      title: 'Bad Gateway',
      correlationId: 'proxy-1',
      retried: true,
      violations: [],
    });
    expect(error.detail).toContain('502');
  });

  it('is made from JSON that is not a problem document', async () => {
    const response = new Response('{"error":"oops"}', { status: 500, headers: { 'content-type': 'application/json' } });
    expect(await ApiError.fromResponse(response)).toMatchObject({ status: 500, title: 'Internal Server Error' });
  });

  it('is made from a network failure as status 0', () => {
    const cause = new TypeError('Failed to fetch');
    const error = ApiError.network(cause);
    expect(error).toMatchObject({ status: 0, type: NETWORK_ERROR_TYPE, title: 'Service unreachable', cause });
  });
});

describe('shouldRetryQuery', () => {
  it('does not retry what the client already handled, nor any other 4xx', async () => {
    const notFound = new ApiError({ status: 404, type: '/errors/not-found', title: 'Not Found' });
    const server = new ApiError({ status: 503, type: '/errors/internal', title: 'Service Unavailable', retried: true });
    expect(shouldRetryQuery(0, notFound)).toBe(false);
    expect(shouldRetryQuery(0, server)).toBe(false);
    // Online, a network failure was already retried by the client; offline, React Query holds one more try.
    expect(shouldRetryQuery(0, ApiError.network(new TypeError('x')))).toBe(false);
    vi.stubGlobal('navigator', { onLine: false });
    expect(shouldRetryQuery(0, ApiError.network(new TypeError('x')))).toBe(true);
    expect(shouldRetryQuery(1, ApiError.network(new TypeError('x')))).toBe(false);
    vi.unstubAllGlobals();
    const signIn = Object.assign(new Error('Please sign in.'), { name: 'SignInRequiredError' });
    expect(shouldRetryQuery(0, signIn)).toBe(false);
  });
});

describe('ApiError reads the consent reason of a 403 (issue 9)', () => {
  it('keeps reason and category from the problem body', async () => {
    const response = new Response(
      JSON.stringify({
        type: '/errors/forbidden',
        title: 'Forbidden',
        status: 403,
        reason: 'not-shared',
        category: 'location',
      }),
      { status: 403, headers: { 'content-type': 'application/problem+json' } },
    );
    const error = await ApiError.fromResponse(response);
    expect(error.reason).toBe('not-shared');
    expect(error.category).toBe('location');
  });
});
