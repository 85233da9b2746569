import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { createWebSocketStream, WebSocketServer, type WebSocket } from 'ws';
import { STREAM_PATH, STREAM_SUBPROTOCOL } from '../../contract/stream';
import type { StreamBroker } from './broker';
import { callerAddress } from '../limits/address';
import { Buckets } from '../limits/buckets';
import type { StreamLimits } from './limits';
import { PacketSizeGuard } from './packet-size';

export type WebSocketOptions = {
  server: Server;
  broker: StreamBroker;
  /** The dashboard's origin: the only browser origin allowed to open the stream (no Origin: a non-browser client). */
  allowedOrigin: string;
  limits: StreamLimits;
};

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  429: 'Too Many Requests',
};

/** Answers an upgrade request with a plain HTTP error and closes the socket (RFC 6455 §4.2.2). */
function refuse(socket: Duplex, status: number, detail: string, headers: Record<string, string> = {}) {
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_TEXT[status]}`,
    'Connection: close',
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(detail)}`,
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ];
  socket.end(`${lines.join('\r\n')}\r\n\r\n${detail}`);
}

/**
 * MQTT over WebSocket on the data API's HTTP server at `/mqtt` (DESIGN §2): the upgrade is checked (path, Origin,
 * subprotocol `mqtt`, this address's budgets) before a WebSocket exists, then each socket becomes a stream for the
 * broker, with a byte bound per MQTT packet and pings that drop dead peers.
 */
export function attachWebSocket(o: WebSocketOptions) {
  const { limits } = o;
  const upgrades = new Buckets(limits.upgrades.burst, limits.upgrades.refillMs, limits.trackedIps);
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxWebSocketMessageBytes,
    perMessageDeflate: false,
    handleProtocols: (protocols) => (protocols.has(STREAM_SUBPROTOCOL) ? STREAM_SUBPROTOCOL : false),
  });
  const alive = new WeakMap<WebSocket, boolean>();

  function onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    socket.on('error', () => socket.destroy());
    const ip = callerAddress(req);
    const path = (req.url ?? '').split('?')[0];
    if (path !== STREAM_PATH)
      return refuse(socket, 404, `No WebSocket endpoint at ${path}; the stream is at ${STREAM_PATH}.`);
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== o.allowedOrigin)
      return refuse(socket, 403, 'This origin may not open the stream.');
    const offered = req.headers['sec-websocket-protocol'];
    if (offered !== undefined && !offered.split(',').some((p) => p.trim() === STREAM_SUBPROTOCOL))
      return refuse(socket, 400, `The stream speaks the WebSocket subprotocol "${STREAM_SUBPROTOCOL}" only.`);
    // An address out of upgrades, or out of failed CONNECTs, is turned away before any WebSocket or MQTT work.
    if (!o.broker.failures.has(ip) || !upgrades.take(ip)) {
      const wait = Math.max(upgrades.retryAfterMs(ip), o.broker.failures.retryAfterMs(ip));
      return refuse(socket, 429, 'Too many connection attempts from this address.', {
        'Retry-After': String(Math.max(1, Math.ceil(wait / 1000))),
      });
    }
    wss.handleUpgrade(req, socket, head, (ws) => connect(ws, req));
  }

  function connect(ws: WebSocket, req: IncomingMessage) {
    alive.set(ws, true);
    ws.on('pong', () => alive.set(ws, true));
    const guard = new PacketSizeGuard(limits.maxPacketBytes);
    const stream = createWebSocketStream(ws);
    // One MQTT packet, one WebSocket message: the packet writer corks the stream around each packet's pieces, and
    // clients (u8-mqtt among them) then never see a packet split over several frames.
    stream._writev = (chunks, callback) =>
      stream._write(Buffer.concat(chunks.map((c) => c.chunk as Buffer)), 'binary', callback);
    stream.on('error', () => stream.destroy());
    // Runs before the stream's own listener: an oversized packet is stopped at its header and the stream destroyed
    // (which terminates the socket) before the message reaches the MQTT parser.
    ws.prependListener('message', (data: Buffer) => {
      if (!guard.feed(data)) stream.destroy();
    });
    o.broker.handle(stream, req);
  }

  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.get(ws)) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      ws.ping();
    }
    upgrades.sweep();
  }, limits.heartbeatMs);
  heartbeat.unref();

  o.server.on('upgrade', onUpgrade);

  return {
    close() {
      clearInterval(heartbeat);
      o.server.off('upgrade', onUpgrade);
      for (const ws of wss.clients) ws.terminate();
      wss.close();
    },
  };
}
