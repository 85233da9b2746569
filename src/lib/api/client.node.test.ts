import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { API } from '../auth/testing/fake-services';
import { freshBrowser, openTab } from '../auth/testing/tabs';
import { closeTabs, Echo, keep, problem, signedInTab } from './testing/signed-in-tab';

const VIN = 'WVWZZZ1JZXW000001';

beforeEach(() => vi.useRealTimers());
afterEach(() => {
  closeTabs();
  vi.unstubAllGlobals();
});

describe('apiGet', () => {
  it('sends Authorization: DPoP and a fresh proof with ath, the query in the URL but not in htu, and parses the body', async () => {
    const { tab, services } = await signedInTab();
    const body = await tab.api.apiGet(`/v1/vehicles/${VIN}/alerts`, Echo, {
      query: { severity: ['warning', 'critical'], active: true, page: 0, size: undefined },
    });
    expect(body).toEqual({
      path: `/v1/vehicles/${VIN}/alerts`,
      query: '?severity=warning&severity=critical&active=true&page=0',
      sub: 'owner-1',
    });
    const [request] = services.dataRequests();
    expect(request!.headers.get('authorization')).toMatch(/^DPoP ey/);
    expect(request!.proof!.htu).toBe(`${API}/v1/vehicles/${VIN}/alerts`);
  });

  it('tolerates unknown fields and reports a body of the wrong shape as an ApiError', async () => {
    const { tab, services } = await signedInTab();
    await expect(tab.api.apiGet('/v1/vehicles/x', z.object({ path: z.string() }))).resolves.toEqual({
      path: '/v1/vehicles/x',
    });
    services.rsScript.push(() => Response.json({ unexpected: true }));
    await expect(tab.api.apiGet('/v1/vehicles/x', Echo)).rejects.toMatchObject({
      name: 'ApiError',
      status: 200,
      title: 'Unexpected response',
    });
  });

  it('answers an RS nonce challenge with exactly one retry, and the AS nonce never reaches the RS', async () => {
    const { tab, services } = await signedInTab({ asNonce: true, rsNonce: true });
    await tab.api.apiGet('/v1/vehicles/x', Echo);
    const [first, second, ...rest] = services.dataRequests();
    expect(rest).toHaveLength(0);
    expect(first!.proof!.nonce).toBeUndefined();
    expect(second!.proof!.nonce).toBe(services.rsNonceValue);
    expect(second!.proof!.jti).not.toBe(first!.proof!.jti);
    await tab.api.apiGet('/v1/vehicles/x', Echo);
    expect(services.dataRequests()).toHaveLength(3);
    for (const r of services.dataRequests()) expect(r.proof!.nonce).not.toBe(services.asNonceValue);
  });

  it('does not loop when the RS keeps asking for a new nonce', async () => {
    const { tab, services } = await signedInTab({ rsNonceAlways: true });
    await expect(tab.api.apiGet('/v1/vehicles/x', Echo)).rejects.toMatchObject({ name: 'ApiError', status: 401 });
    expect(services.dataRequests()).toHaveLength(2);
  });

  it('after 401 invalid_token refreshes once and replays once', async () => {
    const { tab, services } = await signedInTab();
    services.rsScript.push(
      problem(
        401,
        { type: '/errors/unauthorized', title: 'Unauthorized' },
        { 'www-authenticate': 'DPoP error="invalid_token"' },
      ),
    );
    await expect(tab.api.apiGet('/v1/vehicles/x', Echo)).resolves.toMatchObject({ path: '/v1/vehicles/x' });
    expect(services.refreshRequests).toHaveLength(1);
    expect(services.dataRequests()).toHaveLength(2);
    const [a, b] = services.dataRequests();
    expect(a!.headers.get('authorization')).not.toBe(b!.headers.get('authorization'));

    services.rsScript.push(
      problem(
        401,
        { type: '/errors/unauthorized', title: 'Unauthorized' },
        { 'www-authenticate': 'DPoP error="invalid_token"' },
      ),
      problem(
        401,
        { type: '/errors/unauthorized', title: 'Unauthorized' },
        { 'www-authenticate': 'DPoP error="invalid_token"' },
      ),
    );
    await expect(tab.api.apiGet('/v1/vehicles/x', Echo)).rejects.toMatchObject({ status: 401 });
    expect(services.refreshRequests).toHaveLength(2);
  });

  it('retries a 429 once its Retry-After has passed', async () => {
    const { tab, services } = await signedInTab();
    services.rsScript.push(
      problem(
        429,
        { type: '/errors/rate-limited', title: 'Too Many Requests' },
        { 'retry-after': '1', 'x-ratelimit-remaining': '0' },
      ),
    );
    // That the retry waits for Retry-After is shown by retry-bounds.node.test.ts, from the requests' own times.
    await expect(tab.api.apiGet('/v1/vehicles/x', Echo)).resolves.toMatchObject({ path: '/v1/vehicles/x' });
    expect(services.dataRequests()).toHaveLength(2);
  });

  it('reports a 429 whose Retry-After is beyond the bound at once', async () => {
    const { tab, services } = await signedInTab();
    services.rsScript.push(
      problem(429, { type: '/errors/rate-limited', title: 'Too Many Requests' }, { 'retry-after': '3600' }),
    );
    await expect(tab.api.apiGet('/v1/vehicles/x', Echo)).rejects.toMatchObject({
      status: 429,
      rateLimit: { retryAfterSeconds: 3600 },
    });
    expect(services.dataRequests()).toHaveLength(1);
  });

  it('retries 5xx a bounded number of times, then reports it as already retried', async () => {
    const { tab, services } = await signedInTab();
    for (let i = 0; i < 10; i++)
      services.rsScript.push(problem(503, { type: '/errors/internal', title: 'Service Unavailable' }));
    const error = await tab.api.apiGet('/v1/vehicles/x', Echo).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ApiError', status: 503, retried: true });
    expect(services.dataRequests()).toHaveLength(3);
  });

  it('recovers from a transient 502', async () => {
    const { tab, services } = await signedInTab();
    services.rsScript.push(
      () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    await expect(tab.api.apiGet('/v1/vehicles/x', Echo)).resolves.toMatchObject({ path: '/v1/vehicles/x' });
  });

  it('does not retry other 4xx', async () => {
    const { tab, services } = await signedInTab();
    services.rsScript.push(problem(404, { type: '/errors/not-found', title: 'Not Found', detail: 'No such vehicle' }));
    await expect(tab.api.apiGet('/v1/vehicles/x', Echo)).rejects.toMatchObject({
      status: 404,
      detail: 'No such vehicle',
      retried: false,
    });
    expect(services.dataRequests()).toHaveLength(1);
  });

  it('retries network failures with backoff, then reports status 0', async () => {
    const { tab } = await signedInTab();
    let calls = 0;
    vi.stubGlobal('fetch', async () => {
      calls++;
      throw new TypeError('Failed to fetch');
    });
    await expect(tab.api.apiGet('/v1/vehicles/x', Echo)).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
      retried: true,
    });
    expect(calls).toBe(3);
  });

  it('stops waiting when aborted', async () => {
    const { tab, services } = await signedInTab();
    tab.retry.setRetryPolicy({ baseDelayMs: 60_000, maxDelayMs: 60_000 });
    for (let i = 0; i < 5; i++)
      services.rsScript.push(problem(503, { type: '/errors/internal', title: 'Service Unavailable' }));
    const controller = new AbortController();
    const pending = tab.api.apiGet('/v1/vehicles/x', Echo, { signal: controller.signal });
    setTimeout(() => controller.abort(), 200);
    await expect(pending).rejects.toBeDefined();
  });

  it('throws SignInRequiredError when nobody is signed in', async () => {
    freshBrowser();
    const tab = keep(await openTab());
    await expect(tab.api.apiGet('/v1/vehicles/x', Echo)).rejects.toMatchObject({ name: 'SignInRequiredError' });
  });
});

describe('apiGetPublic', () => {
  it('sends neither token nor proof', async () => {
    const { tab, services } = await signedInTab();
    await expect(tab.api.apiGetPublic('/health', z.object({ status: z.string() }))).resolves.toEqual({ status: 'UP' });
    const request = services.requests.find((r) => r.url === `${API}/health`)!;
    expect(request.headers.get('authorization')).toBeNull();
    expect(request.headers.get('dpop')).toBeNull();
  });
});
