/** For tests: HTTP/1.1 over a plain socket, for what no HTTP client will send. */
import { connect } from 'node:net';

/** Sends raw bytes and reads everything until the server closes the connection. */
export function rawExchange(target: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(target, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
  });
}

/** One HTTP/1.1 response, parsed: status, headers by lower-case name, body. */
export function parseResponse(raw: string) {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
  );
  return { status: Number(statusLine.split(' ')[1]), statusLine, headers, body: rest.join('\r\n\r\n') };
}
