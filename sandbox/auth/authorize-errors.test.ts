import { describe, expect, it } from 'vitest';
import { Agent, authorizeUrl, ISSUER, REDIRECT_URI, testServer } from './testing';

/** Notes §6.4: the authorization endpoint's negative catalogue. */
const server = testServer();
const get = (params: Record<string, string>, headers: Record<string, string> = {}) =>
  new Agent(server).get(authorizeUrl(params), headers);
const alert = (html: string) => /role="alert"><strong>([^<]*)<\/strong>/.exec(html)?.[1];

function redirectedError(location: unknown) {
  const url = new URL(String(location));
  const params = new URLSearchParams(url.search || url.hash.slice(1));
  return {
    target: `${url.origin}${url.pathname}`,
    error: params.get('error'),
    state: params.get('state'),
    iss: params.get('iss'),
  };
}

describe('GET /auth errors without a redirect (no open redirect)', () => {
  it.each([
    ['unknown client_id (A1)', 'invalid_client', { client_id: 'nope' }],
    ['missing client_id (A1)', 'invalid_request', { client_id: '' }],
    ['missing redirect_uri', 'invalid_request', { redirect_uri: '' }],
    ['redirect_uri with a trailing slash (A2)', 'invalid_redirect_uri', { redirect_uri: `${REDIRECT_URI}/` }],
    [
      'redirect_uri with another path case (A2)',
      'invalid_redirect_uri',
      { redirect_uri: 'http://localhost:5173/Callback' },
    ],
    ['redirect_uri with an extra query (A2)', 'invalid_redirect_uri', { redirect_uri: `${REDIRECT_URI}?x=1` }],
    ['redirect_uri on another port (A2)', 'invalid_redirect_uri', { redirect_uri: 'http://localhost:5174/callback' }],
    [
      'redirect_uri https instead of http (A2)',
      'invalid_redirect_uri',
      { redirect_uri: 'https://localhost:5173/callback' },
    ],
    ['redirect_uri elsewhere (A2)', 'invalid_redirect_uri', { redirect_uri: 'https://evil.com/callback' }],
    [
      'redirect_uri as a subdomain trick (A2)',
      'invalid_redirect_uri',
      { redirect_uri: 'http://localhost:5173.evil.com/callback' },
    ],
    [
      'redirect_uri with userinfo (A2)',
      'invalid_redirect_uri',
      { redirect_uri: 'http://localhost:5173@evil.com/callback' },
    ],
    ['redirect_uri with a fragment (A2)', 'invalid_redirect_uri', { redirect_uri: `${REDIRECT_URI}#x` }],
  ])('%s → 400 %s page', async (_name, error, params) => {
    const res = await get(params);
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(alert(res.payload)).toBe(error);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('rejects duplicate parameters (A8)', async () => {
    const res = await new Agent(server).get(`${authorizeUrl()}&client_id=dashboard`);
    expect(res.statusCode).toBe(400);
    expect(alert(res.payload)).toBe('invalid_request');
  });

  it('escapes reflected values on the error page (A9)', async () => {
    const res = await get({ redirect_uri: 'http://x/"><script>alert(1)</script>' });
    expect(res.statusCode).toBe(400);
    expect(res.payload).not.toContain('<script>');
  });
});

describe('GET /auth errors redirected to the registered redirect_uri with state and iss', () => {
  it.each([
    ['missing code_challenge (A4)', 'invalid_request', { code_challenge: '' }],
    ['code_challenge_method=plain (A5)', 'invalid_request', { code_challenge_method: 'plain' }],
    ['code_challenge without a method (A5)', 'invalid_request', { code_challenge_method: '' }],
    ['code_challenge too short (A6)', 'invalid_request', { code_challenge: 'abc' }],
    ['code_challenge too long (A6)', 'invalid_request', { code_challenge: 'a'.repeat(129) }],
    ['missing response_type (A3)', 'invalid_request', { response_type: '' }],
    ['response_type=token (A3)', 'unsupported_response_type', { response_type: 'token' }],
    ['response_type=code token (A3)', 'unsupported_response_type', { response_type: 'code token' }],
    ['scope with invalid characters (A7)', 'invalid_scope', { scope: 'vehicle:read "x"' }],
    ['a resource other than the API', 'invalid_target', { resource: 'http://other.example/' }],
  ])('%s → %s', async (_name, error, params) => {
    const res = await get({ state: 'st-err', ...params });
    expect(res.statusCode).toBe(303);
    expect(redirectedError(res.headers.location)).toEqual({
      target: REDIRECT_URI,
      error,
      state: 'st-err',
      iss: ISSUER,
    });
  });
});

describe('GET /auth hygiene', () => {
  it('sends no CORS headers on the authorization endpoint (A10)', async () => {
    const res = await get({}, { origin: 'http://localhost:5173' });
    expect(res.statusCode).toBe(303);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('starts an interaction for a valid request, ignoring unknown scopes (RFC 6749 §3.3)', async () => {
    const res = await get({ scope: 'vehicle:read admin' });
    expect(res.statusCode).toBe(303);
    expect(String(res.headers.location)).toMatch(/^\/interaction\/[\w-]+$/);
  });
});
