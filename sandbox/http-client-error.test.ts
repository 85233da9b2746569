/** Requests Node cannot parse get a well-formed problem response on the socket, and the server keeps serving. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TYPES, Problem } from '../contract';
import { answerClientErrors } from './http-client-error';
import { parseResponse, rawExchange } from './raw-http';

let server: Server;
let port: number;
beforeAll(async () => {
  server = createServer((_req, res) => res.end('ok'));
  // Installed twice, as when two parts of the sandbox each install it: still one answer per connection.
  answerClientErrors(server);
  answerClientErrors(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function expectProblem(raw: string, status: number, detail: RegExp) {
  const res = parseResponse(raw);
  expect(res.statusLine).toMatch(new RegExp(`^HTTP/1\\.1 ${status} \\w`));
  expect(res.headers['content-type']).toBe('application/problem+json');
  expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
  expect(res.headers['connection']).toBe('close');
  const body = Problem.parse(JSON.parse(res.body));
  expect(body).toMatchObject({ type: ERROR_TYPES.validation, status, title: expect.any(String) });
  expect(body.detail).toMatch(detail);
  expect(body.correlationId).toMatch(/^[0-9a-f-]{36}$/);
  expect(res.headers['x-correlation-id']).toBe(body.correlationId);
}

describe('answerClientError (Node clientError)', () => {
  it('headers over 16 KB: 431 problem instead of Node’s bare 431', async () => {
    const raw = await rawExchange(port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expectProblem(raw, 431, /larger than the server accepts/);
  });
  it.each([
    ['a bad request line', 'GARBAGE\r\n\r\n'],
    ['an invalid method', 'G@T / HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a header without a colon', 'GET / HTTP/1.1\r\nHost x\r\n\r\n'],
    ['a control character in a header value', 'GET / HTTP/1.1\r\nHost: x\r\nX-A: a\u0001b\r\n\r\n'],
    ['an unsupported HTTP version', 'GET / HTTP/9.9\r\nHost: x\r\n\r\n'],
  ])('%s: 400 problem', async (_name, request) => {
    expectProblem(await rawExchange(port, request), 400, /not well-formed/);
  });
  it('the server still answers a well-formed request afterwards', async () => {
    const res = parseResponse(await rawExchange(port, 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
    expect(res.status).toBe(200);
    expect(res.body).toBe('ok');
  });
});
