import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { CORRELATION_HEADER, ERROR_TYPES, PROBLEM_CONTENT_TYPE, type Problem } from '../contract';

/** Node's parser errors, answered with the statuses Node itself would send (lib/_http_server.js), in our words. */
const REFUSALS: Record<string, [status: number, detail: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request line and headers are larger than the server accepts (16 KB).'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'A chunk extension is larger than the server accepts.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request was not received in time.'],
};
const MALFORMED = 'The request is not well-formed HTTP/1.1.';

type ClientSocket = Duplex & { _httpMessage?: { headersSent?: boolean } };

/**
 * Node's `clientError`: the request could not be parsed, so no framework sees it and there is no response object.
 * Writes a complete problem response (RFC 9457) on the socket and closes it. A reset connection, or one already
 * answering, is destroyed; one already answered (a second listener) is left alone.
 */
export function answerClientError(err: Error & { code?: string }, socket: ClientSocket): void {
  if (socket.writableEnded) return;
  if (err.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, detail] = REFUSALS[err.code ?? ''] ?? [400, MALFORMED];
  const title = STATUS_CODES[status]!;
  const correlationId = randomUUID();
  const problem: Problem = { type: ERROR_TYPES.validation, title, status, detail, correlationId };
  const body = JSON.stringify(problem);
  socket.end(
    `HTTP/1.1 ${status} ${title}\r\n` +
      `Content-Type: ${PROBLEM_CONTENT_TYPE}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      `${CORRELATION_HEADER}: ${correlationId}\r\n` +
      'Cache-Control: no-store\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  );
}

/** Installs `answerClientError` on a Node HTTP server (the data API's and the authorization server's). */
export const answerClientErrors = (server: Server) => void server.on('clientError', answerClientError);
