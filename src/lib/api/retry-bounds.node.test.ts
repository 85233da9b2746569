/** Issue 10: retries are bounded and counted, and a 429 pauses every request to the API, not only the refused one. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '../auth/testing/fake-services';
import { closeTabs, Echo, problem, signedInTab } from './testing/signed-in-tab';

const rateLimited = (retryAfter: string) =>
  problem(429, { type: '/errors/rate-limited', title: 'Too Many Requests' }, { 'retry-after': retryAfter });
const internal = problem(500, { type: '/errors/internal', title: 'Internal Server Error', correlationId: 'c-500' });

beforeEach(() => vi.useRealTimers());
afterEach(() => {
  closeTabs();
  vi.unstubAllGlobals();
});

/** Every data request as it reaches the network, with the time it left. */
function stampRequests(fetch: typeof globalThis.fetch) {
  const sent: { path: string; at: number }[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input);
    if (url.origin === API) sent.push({ path: url.pathname, at: Date.now() });
    return fetch(input, init);
  });
  return sent;
}

describe('retry bounds', () => {
  it('a 5xx is retried at most twice: 3 requests, then the problem with its correlation id', async () => {
    const { tab, services } = await signedInTab();
    for (let i = 0; i < 5; i++) services.rsScript.push(internal);
    const error = await tab.api.apiGet('/v1/vehicles/x', Echo).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, correlationId: 'c-500', retried: true });
    expect(services.dataRequests()).toHaveLength(3);
  });

  it('other 4xx and a body that is not JSON are not retried: 1 request each', async () => {
    const { tab, services } = await signedInTab();
    services.rsScript.push(problem(400, { type: '/errors/validation-failed', title: 'Validation Failed' }));
    await expect(tab.api.apiGet('/v1/vehicles/x', Echo)).rejects.toMatchObject({ status: 400 });
    services.rsScript.push(() => new Response('not json', { headers: { 'content-type': 'application/json' } }));
    await expect(tab.api.apiGet('/v1/vehicles/x', Echo)).rejects.toMatchObject({ title: 'Unexpected response' });
    expect(services.dataRequests()).toHaveLength(2);
  });

  it('a dropped connection is retried at most twice; the error carries the id the last attempt sent', async () => {
    const { tab } = await signedInTab();
    const ids: (string | null)[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      ids.push(new Request(input, init).headers.get('x-correlation-id'));
      throw new TypeError('Failed to fetch');
    });
    const error = await tab.api.apiGet('/v1/vehicles/x', Echo).catch((e: unknown) => e);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(error).toMatchObject({ status: 0, title: 'Service unreachable', correlationId: ids[2], retried: true });
  });

  it('a body cut off before its end is retried like a dropped connection: at most twice', async () => {
    const { tab, services } = await signedInTab();
    const cutOff = () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"path":"/v1/ve'));
            controller.error(new TypeError('network error'));
          },
        }),
        { headers: { 'content-type': 'application/json', 'x-correlation-id': 'c-cut' } },
      );
    services.rsScript.push(cutOff);
    await expect(tab.api.apiGet('/v1/vehicles/x', Echo)).resolves.toMatchObject({ path: '/v1/vehicles/x' });
    expect(services.dataRequests()).toHaveLength(2);
    for (let i = 0; i < 5; i++) services.rsScript.push(cutOff);
    await expect(tab.api.apiGet('/v1/vehicles/x', Echo)).rejects.toMatchObject({
      title: 'Answer cut off',
      correlationId: 'c-cut',
      retried: true,
    });
    expect(services.dataRequests()).toHaveLength(5);
  });

  it('a 429 is retried at most twice', async () => {
    const { tab, services } = await signedInTab();
    for (let i = 0; i < 5; i++) services.rsScript.push(rateLimited('0'));
    await expect(tab.api.apiGet('/v1/vehicles/x', Echo)).rejects.toMatchObject({ status: 429 });
    expect(services.dataRequests()).toHaveLength(3);
  });

  it('a 429 holds back every request to the API until Retry-After has passed, then each goes once', async () => {
    const { tab, services } = await signedInTab();
    const pause = await import('./pause');
    const sent = stampRequests(services.fetch);
    services.rsScript.push(rateLimited('1'));
    const paused = new Promise<void>((resolve) => pause.subscribeApiPause(() => pause.getApiPause() && resolve()));

    const refused = tab.api.apiGet('/v1/vehicles/refused', Echo);
    await paused;
    const until = pause.getApiPause()!.until;
    // Asked for inside the window: neither of these may leave before it ends.
    const others = [tab.api.apiGet('/v1/vehicles/a', Echo), tab.api.apiGetPublic('/health', Echo.partial())];
    await Promise.all([refused, ...others]);

    expect(sent.map((r) => r.path).sort()).toEqual([
      '/health',
      '/v1/vehicles/a',
      '/v1/vehicles/refused',
      '/v1/vehicles/refused',
    ]);
    const insideWindow = sent.slice(1).filter((r) => r.at < until);
    expect(insideWindow).toEqual([]);
    expect(pause.getApiPause()).toBeNull();
  });
});
