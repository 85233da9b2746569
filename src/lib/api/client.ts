import type * as oauth from 'oauth4webapi';
import { getConfig } from '../../config/runtime';
import { loadOAuth } from '../auth/oauth';
import { getAccessContext } from '../auth/access';
import { dpopOption } from '../auth/dpop-proof';
import { rememberNonce } from '../auth/nonces';
import { proofTurn } from '../auth/proof-turns';
import { refreshTokens } from '../auth/refresh';
import { CORRELATION_HEADER } from '../../../contract/problem-constants';
import { reportNetworkFailure } from '../network-probe';
import { ApiError } from './api-error';
import { CUT_OFF, readBody, type BodySchema } from './body';
import { pauseRequests, whenRequestsAllowed } from './pause';
import { readRateLimit, recordRateLimit } from './rate-limit-headers';
import { logRequest } from './request-log';
import { getRetryPolicy, retryDelay } from './retry';
import { sleep } from '../../utils/sleep';
import { mark, MARKS } from '../../utils/timing-marks';

/** The API requests this page has sent (attempts), told to the e2e tests through a timing mark. */
let attempts = 0;

export type QueryValue = string | string[] | number | boolean | undefined;

export interface ApiGetOptions {
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): URL {
  if (!path.startsWith('/') || path.startsWith('//'))
    throw new TypeError(`API path must start with a single "/": ${path}`);
  const base = getConfig().apiBaseUrl.replace(/\/+$/, '');
  const url = new URL(`${base}${path}`);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(name, String(item));
  }
  return url;
}

function isAbort(error: unknown, signal?: AbortSignal): boolean {
  return Boolean(signal?.aborted) || (error instanceof Error && error.name === 'AbortError');
}

function challengeError(error: oauth.WWWAuthenticateChallengeError): string | undefined {
  return error.cause.find((challenge) => challenge.scheme === 'dpop' && challenge.parameters.error)?.parameters.error;
}

/** One attempt; `correlationId` is sent as X-Correlation-ID when the request is correlated (SPEC §7). */
type Sender = (correlationId?: string) => Promise<{ response: Response; challenge?: string; accessToken?: string }>;

/**
 * One request with the client's retry rules: a DPoP nonce challenge gets exactly one new proof, an
 * invalid_token gets one refresh and one replay, 429 pauses every request to the API for Retry-After and is
 * retried (bounded), 5xx, network failures and bodies cut off back off exponentially with jitter, other 4xx
 * fail at once.
 */
async function send<T>(
  sender: Sender,
  schema: BodySchema<T>,
  url: URL,
  o: { signal?: AbortSignal; correlate: boolean },
): Promise<T> {
  const { signal } = o;
  const path = `${url.pathname}${url.search}`;
  const policy = getRetryPolicy();
  let failures = 0;
  let rateLimitWaits = 0;
  let nonceRetried = false;
  let refreshed = false;
  for (;;) {
    const retried = failures + rateLimitWaits > 0 || nonceRetried || refreshed;
    await whenRequestsAllowed(url.origin, signal);
    let outcome: Awaited<ReturnType<Sender>>;
    const started = Date.now();
    // Our own id on each attempt, so that even an attempt that never got an answer can be quoted.
    const correlationId = o.correlate ? crypto.randomUUID() : undefined;
    try {
      mark(MARKS.apiRequest, ++attempts);
      outcome = await sender(correlationId);
    } catch (error) {
      if (isAbort(error, signal)) throw error;
      logRequest({ at: started, method: 'GET', path, status: 0, correlationId, durationMs: Date.now() - started });
      if (error instanceof Error && error.name === 'SignInRequiredError') throw error;
      void reportNetworkFailure();
      if (failures < policy.maxRetries) {
        await sleep(retryDelay(failures++), signal);
        continue;
      }
      throw ApiError.network(error, { retried, correlationId });
    }
    const { response, challenge, accessToken } = outcome;
    recordRateLimit(response.headers);
    rememberNonce(response.url || 'about:blank', response.headers.get('dpop-nonce'));
    logRequest({
      at: started,
      method: 'GET',
      path,
      status: response.status,
      correlationId: response.headers.get(CORRELATION_HEADER) ?? undefined,
      durationMs: Date.now() - started,
    });
    if (response.ok) {
      const body = await readBody(response, schema, signal);
      if (body !== CUT_OFF) return body;
      if (failures < policy.maxRetries) {
        await sleep(retryDelay(failures++), signal);
        continue;
      }
      throw ApiError.cutOff(response, { retried });
    }

    if (response.status === 401 && challenge === 'use_dpop_nonce' && !nonceRetried) {
      nonceRetried = true;
      await response.body?.cancel();
      continue;
    }
    if (response.status === 401 && challenge === 'invalid_token' && accessToken && !refreshed) {
      refreshed = true;
      await response.body?.cancel();
      await refreshTokens(accessToken);
      continue;
    }
    if (response.status === 429) {
      const retryAfterSeconds = readRateLimit(response.headers)?.retryAfterSeconds ?? 1;
      // Every request to this API waits, not only this one (the wait itself is at the top of the loop).
      pauseRequests(url.origin, retryAfterSeconds);
      if (rateLimitWaits < policy.maxRateLimitRetries && retryAfterSeconds * 1000 <= policy.maxRetryAfterMs) {
        rateLimitWaits++;
        await response.body?.cancel();
        continue;
      }
    }
    if (response.status >= 500 && failures < policy.maxRetries) {
      failures++;
      await response.body?.cancel();
      await sleep(retryDelay(failures - 1), signal);
      continue;
    }
    throw await ApiError.fromResponse(response, { retried });
  }
}

const JSON_ACCEPT = 'application/json, application/problem+json';

/** GET a DPoP-protected endpoint (SPEC §4.1/§5.4): `Authorization: DPoP <token>` and a fresh proof on every attempt. */
export function apiGet<T>(path: string, schema: BodySchema<T>, options: ApiGetOptions = {}): Promise<T> {
  const url = buildUrl(path, options.query);
  return send(
    async (correlationId) => {
      // oauth4webapi loads with the first request (in parallel with reading the session), not with the first route.
      const [oauth, { accessToken, dpop }] = await Promise.all([loadOAuth(), getAccessContext()]);
      const insecure = url.protocol === 'http:' ? { [oauth.allowInsecureRequests]: true } : {};
      const headers = new Headers({ accept: JSON_ACCEPT });
      if (correlationId) headers.set(CORRELATION_HEADER, correlationId);
      // One proof per task, none in the caller's (a view's loader starts a burst of requests).
      await proofTurn();
      try {
        const response = await oauth.protectedResourceRequest(accessToken, 'GET', url, headers, null, {
          ...(await dpopOption(dpop)),
          signal: options.signal,
          ...insecure,
        });
        return { response, accessToken };
      } catch (error) {
        // oauth4webapi throws for any response with WWW-Authenticate; its response is still ours to read.
        if (error instanceof oauth.WWWAuthenticateChallengeError) {
          return { response: error.response, challenge: challengeError(error), accessToken };
        }
        throw error;
      }
    },
    schema,
    url,
    { signal: options.signal, correlate: true },
  );
}

/** GET a public endpoint (SPEC §4.3: /health, /v1/categories): no token, no proof, no preflight (so no own id). */
export function apiGetPublic<T>(path: string, schema: BodySchema<T>, options: ApiGetOptions = {}): Promise<T> {
  const url = buildUrl(path, options.query);
  return send(
    async () => ({ response: await fetch(url, { headers: { accept: JSON_ACCEPT }, signal: options.signal }) }),
    schema,
    url,
    { signal: options.signal, correlate: false },
  );
}
