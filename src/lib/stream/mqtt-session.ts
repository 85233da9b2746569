import mqtt from 'u8-mqtt/esm/web/v4.js';
import { STREAM_SUBPROTOCOL } from '../../../contract/stream';
import { StreamRefusedError, type OpenSession } from './connection';

/** The broker must answer CONNECT (and then SUBSCRIBE) within this long, or the attempt counts as failed. */
const HANDSHAKE_TIMEOUT_MS = 10_000;
const SUBACK_FAILURE = 0x80;

function randomClientId(): string {
  return `dashboard-${crypto.randomUUID()}`;
}

/**
 * One MQTT 3.1.1 session over a WebSocket with u8-mqtt (DESIGN §3): CONNECT with the proof as username and the access
 * token as password, SUBSCRIBE the car's topics, hand every PUBLISH on. u8-mqtt's own reconnecting is switched off:
 * the state machine in connection.ts decides when to try again.
 */
export function mqttSessionOpener(url: string): OpenSession {
  return (credentials, topics, handlers) =>
    new Promise((resolve, reject) => {
      const socket = new WebSocket(url, [STREAM_SUBPROTOCOL]);
      let settled = false;
      let closed = false;
      const fail = (error: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timeout);
        close();
        reject(error);
      };
      const close = () => {
        if (closed) return;
        closed = true;
        if (socket.readyState === WebSocket.OPEN) void client.disconnect().catch(() => undefined);
        socket.close();
      };
      const timeout = setTimeout(() => fail(new Error('the broker did not answer in time')), HANDSHAKE_TIMEOUT_MS);
      const client = mqtt({
        keep_alive: 30,
        on_mqtt_type: { mqtt_publish: (pkt) => handlers.onMessage(pkt.topic, pkt.payload, pkt.retain === true) },
        // Hooks u8-mqtt would otherwise use to reconnect on its own or log to the console.
        on_live: () => undefined,
        on_disconnect: () => undefined,
        on_reconnect: () => undefined,
        log_conn: () => undefined,
        on_error: () => undefined,
      }).with_websock(socket);
      // With its own on_mqtt_type handlers u8-mqtt skips the topic router's setup, which would create the list its
      // on_sub pushes every SUBACK onto; without it SUBSCRIBE throws before it is sent.
      const routed = client as unknown as { _subs?: unknown[] };
      routed._subs ??= [];
      socket.addEventListener('close', () => {
        if (!settled) fail(new Error('the stream connection closed'));
        else if (!closed) {
          closed = true;
          handlers.onClose();
        }
      });
      void (async () => {
        try {
          await client.connect({
            client_id: randomClientId(),
            username: credentials.proof,
            password: credentials.accessToken,
            keep_alive: 30,
          });
        } catch (error) {
          // CONNACK 4/5: the credentials were refused; others (e.g. 3, server unavailable) are worth retrying.
          const code = Number((error as { reason?: unknown }).reason);
          return fail(code === 4 || code === 5 ? new StreamRefusedError(`CONNACK ${code}`) : error);
        }
        const [suback, problem] = await client.subscribe({ topics: [...topics] });
        if (!suback) return fail(new Error(`SUBSCRIBE unanswered (${String(problem)})`));
        if ((suback.answers ?? []).every((answer) => Number(answer) >= SUBACK_FAILURE))
          return fail(new StreamRefusedError('SUBSCRIBE refused'));
        if (settled) return;
        settled = true;
        clearTimeout(timeout);
        resolve({ close });
      })().catch(fail);
    });
}
