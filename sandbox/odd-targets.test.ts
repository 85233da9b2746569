/** Issue 10, fault 1: odd request targets, sent as raw HTTP, get a 400 and both servers keep serving. */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from './server';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ apiPort: 0, authPort: 0, env: {} });
});
afterAll(() => sandbox?.close());

type RawResponse = { status: number; headers: Record<string, string>; body: string };

/** One request written byte for byte to the authorization server's port, read until the server closes. */
function raw(requestLine: string): Promise<RawResponse> {
  const port = sandbox.config.authPort;
  return new Promise((resolve, reject) => {
    const socket = connect(port, 'localhost');
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [status = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(status.split(' ')[1]), headers, body });
    });
    socket.end(`${requestLine}\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`);
  });
}

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
