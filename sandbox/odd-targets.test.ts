/** Issue 10, fault 1: odd request targets, sent as raw HTTP, get a 400 and both servers keep serving. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseResponse, rawExchange } from './raw-http';
import { startSandbox, type Sandbox } from './server';
import { testClock } from './test-clock';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ clock: testClock(), apiPort: 0, authPort: 0, env: {} });
});
afterAll(() => sandbox?.close());

/** One request written byte for byte to the authorization server's port, read until the server closes. */
const raw = async (requestLine: string) =>
  parseResponse(
    await rawExchange(
      sandbox.config.authPort,
      `${requestLine}\r\nHost: localhost:${sandbox.config.authPort}\r\nConnection: close\r\n\r\n`,
    ),
  );

describe('request targets of the authorization server (RFC 9112 §3.2)', () => {
  it.each([
    ['an empty path segment', 'GET // HTTP/1.1'],
    ['a network-path reference', 'GET //evil.example/auth HTTP/1.1'],
    ['an unparsable absolute-form', 'GET http://[ HTTP/1.1'],
    ['absolute-form naming another origin', 'GET http://evil.example/.well-known/openid-configuration HTTP/1.1'],
    ['asterisk-form', 'OPTIONS * HTTP/1.1'],
    ['asterisk-form on GET', 'GET * HTTP/1.1'],
    ['dot segments', 'GET /account/../auth/token HTTP/1.1'],
    ['a backslash that a URL parser turns into a new host', 'GET /\\evil.example/ HTTP/1.1'],
  ])('answers %s with 400 invalid_request', async (_name, line) => {
    const res = await raw(line);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toBe('application/json');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(res.body)).toEqual({
      error: 'invalid_request',
      error_description: 'The request target must be a path on this server.',
    });
  });

  it('accepts absolute-form naming its own origin (§3.2.2)', async () => {
    const res = await raw(`GET ${sandbox.authUrl}/.well-known/openid-configuration HTTP/1.1`);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).issuer).toBe(sandbox.authUrl);
  });

  it('keeps both servers answering after every odd target', async () => {
    for (const target of ['//', 'http://[', '*', 'http://localhost:1/x', '//'.repeat(100)])
      expect((await raw(`GET ${target} HTTP/1.1`)).status).toBe(400);
    expect((await fetch(`${sandbox.authUrl}/.well-known/openid-configuration`)).status).toBe(200);
    expect((await fetch(`${sandbox.apiUrl}/health`)).status).toBe(200);
  });
});
