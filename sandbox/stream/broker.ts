import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { Aedes, type AedesPublishPacket, type AuthenticateError, type Client } from 'aedes';
import { parseStreamFilter, parseStreamTopic } from '../../contract/stream';
import type { Principal } from '../permissions';
import { evBodyFor, type Authenticator, type Caller } from '../api/seam';
import type { SupportStores } from '../support';
import { chargerTopicAllowed, STREAM_SCOPES } from './charger-grants';
import { filterAllowed, recordDelivery, recordRefusedSubscription, streamAccess, type Granted } from './topic-access';
import { addressKey } from '../limits/address';
import { Buckets } from '../limits/buckets';
import type { StreamLimits } from './limits';

/** Who is connected: the verified caller, the subject whose slots it uses, and when its token expires. */
type Session = { caller: Caller; subject: string; expiresAt: number; timer: NodeJS.Timeout };

/** Which connections `disconnect` closes: all, those of one subject (`sub`, or a client's id), or those on one car. */
export type DisconnectSelector = { subject?: string; vin?: string };

export type BrokerOptions = {
  /** The normalised URL clients connect to: what a proof's `htu` must name (DESIGN §3). */
  brokerUrl: string;
  limits: StreamLimits;
  /** Time for token expiry: the clock tokens are verified on. */
  now: () => number;
  /** Support grants (their changes close subscriptions at once) and the owner's access record. */
  support: SupportStores;
};

type ReturnCode = 2 | 3 | 4 | 5;
const refusal = (returnCode: ReturnCode, message: string) =>
  Object.assign(new Error(message), { returnCode }) as AuthenticateError;

const subscriptionsOf = (client: Client) =>
  Object.keys((client as Client & { subscriptions: Record<string, unknown> }).subscriptions);

const subjectOf = (p: Principal) => (p.kind === 'account' ? `account:${p.accountId}` : `client:${p.clientId}`);

const ipOf = (client: Client) => addressKey(client.req?.socket.remoteAddress);

/**
 * The MQTT 3.1.1 broker (aedes) with DESIGN §3's rules: CONNECT carries the access token as password and a DPoP
 * proof for the broker URL as username, checked by the data API's own `verifyCredentials`; SUBSCRIBE only within one
 * car and where scope and consent allow; clients never publish; every delivery re-checks access, and a connection
 * closes when its token expires or the consent behind a subscription is withdrawn.
 */
export async function createBroker(o: BrokerOptions) {
  const { limits, support } = o;
  let authenticator: Authenticator | undefined;
  const sessions = new Map<Client, Session>();
  const bySubject = new Map<string, Set<Client>>();
  const withWill = new WeakSet<Client>();
  const failures = new Buckets(limits.failedConnects.burst, limits.failedConnects.refillMs, limits.trackedIps);

  const close = (client: Client) => setImmediate(() => client.close());

  function release(client: Client) {
    const session = sessions.get(client);
    if (!session) return;
    clearTimeout(session.timer);
    sessions.delete(client);
    const open = bySubject.get(session.subject);
    open?.delete(client);
    if (open && !open.size) bySubject.delete(session.subject);
  }

  function admit(client: Client, caller: Caller, subject: string, expiresAt: number) {
    // The connection ends when its token does (DESIGN §3); a new token means a new CONNECT.
    const timer = setTimeout(() => client.close(), expiresAt - o.now());
    timer.unref();
    sessions.set(client, { caller, subject, expiresAt, timer });
    bySubject.set(subject, (bySubject.get(subject) ?? new Set()).add(client));
    client.conn.once('close', () => release(client));
  }

  /** A subscription whose consent is gone (or a token that expired) ends the connection. */
  const withdrawn = (client: Client, session: Session) =>
    session.expiresAt <= o.now() ||
    subscriptionsOf(client).some((topic) => {
      const charger = chargerTopicAllowed(session.caller, topic);
      if (charger !== undefined) return !charger;
      const filter = parseStreamFilter(topic);
      return !filter || !filterAllowed(session.caller, filter, support);
    });

  /** The EV body as REST gives it to this caller: the session's place withheld without location consent. */
  function forCaller(packet: AedesPublishPacket, access: Granted): AedesPublishPacket {
    if (access.categories.includes('location')) return packet;
    const body = JSON.parse(packet.payload.toString());
    return { ...packet, payload: Buffer.from(JSON.stringify(evBodyFor(body, access))) } as AedesPublishPacket;
  }

  const aedes = await Aedes.createBroker({
    concurrency: 100,
    queueLimit: limits.queueLimit,
    connectTimeout: limits.connectTimeoutMs,
    drainTimeout: limits.drainTimeoutMs,
    maxClientsIdLength: limits.maxClientIdLength,
    maxTopicLevels: 8,
    maxInflightInbound: 1,

    preConnect(client, packet, callback) {
      // Every connection is a clean session: nothing is kept for a client between connections.
      packet.clean = true;
      if (packet.will) withWill.add(client);
      callback(null, true);
    },

    authenticate(client, username, password, done) {
      const ip = ipOf(client);
      // 1. Cheap checks before any parsing or signature work: this address's budget of failed CONNECTs, then shape.
      if (!failures.has(ip)) return done(refusal(3, 'Too many failed CONNECTs from this address.'), false);
      const fail = (code: ReturnCode, message: string) => {
        failures.take(ip);
        done(refusal(code, message), false);
      };
      if (!authenticator) return done(refusal(3, 'The broker is not attached yet.'), false);
      if (withWill.has(client)) return fail(5, 'Clients never publish, and that includes a will.');
      if (client.id.length > limits.maxClientIdLength) return fail(2, 'The client id is too long.');
      if (!username || !password?.length)
        return fail(5, 'CONNECT needs a DPoP proof (username) and a token (password).');

      // 2. The data API's own checks: token, proof for GET on the broker URL, binding, replay.
      authenticator.verifyCredentials(password.toString('utf8'), username, 'GET', o.brokerUrl).then(
        (caller) => {
          const expiresAt = (caller.claims.exp ?? 0) * 1000;
          if (!STREAM_SCOPES.some((scope) => caller.scopes.includes(scope)))
            return fail(5, `The token has none of the scopes ${STREAM_SCOPES.join(', ')}.`);
          if (expiresAt <= o.now()) return fail(5, 'The access token has expired.');
          if (client.closed) return done(refusal(5, 'The connection closed during authentication.'), false);
          // 3. Bounded per subject, so one account cannot hold the broker's memory; the default leaves room for a
          //    client that opens its next connection (fresh token) before closing the old one.
          const subject = subjectOf(caller.principal);
          if ((bySubject.get(subject)?.size ?? 0) >= limits.connectionsPerSubject)
            return done(refusal(3, 'Too many connections for this subject.'), false);
          admit(client, caller, subject, expiresAt);
          // A client id is unique per subject: one subject can never take over another's connection (MQTT-3.1.4-2).
          (client as { id: string }).id = `${subject}/${client.id}`;
          done(null, true);
        },
        (err: Error) => fail(5, err.message),
      );
    },

    authorizePublish(_client, _packet, callback) {
      // Clients never publish (DESIGN §3): the connection is closed and nothing is forwarded (MQTT-3.3.5-2).
      callback(new Error('Clients never publish on this broker.'));
    },

    authorizeSubscribe(client, sub, callback) {
      const session = sessions.get(client);
      const filter = parseStreamFilter(sub.topic);
      const current = subscriptionsOf(client);
      const room = current.includes(sub.topic) || current.length < limits.subscriptionsPerConnection;
      const charger = session && chargerTopicAllowed(session.caller, sub.topic);
      if (charger !== undefined) return callback(null, charger && room ? sub : null);
      const allowed = !!session && !!filter && room && filterAllowed(session.caller, filter, support);
      if (!allowed && session && filter && filter.category !== '*')
        recordRefusedSubscription(session.caller, filter.vin, filter.category, support);
      // null is SUBACK 0x80 (MQTT 3.1.1 §3.9.3) for this filter only.
      callback(null, allowed ? sub : null);
    },

    authorizeForward(client, packet) {
      const session = sessions.get(client);
      const topic = parseStreamTopic(packet.topic);
      const charger = session && chargerTopicAllowed(session.caller, packet.topic);
      if (session && charger !== undefined) {
        if (charger && session.expiresAt > o.now()) return packet;
        if (withdrawn(client, session)) close(client);
        return null;
      }
      if (!session || !topic) return null;
      const access = streamAccess(session.caller, topic.vin, topic.category, support);
      if (!access || session.expiresAt <= o.now()) {
        if (withdrawn(client, session)) close(client);
        return null;
      }
      // A delivery the owner's access record cannot hold is not made (issue 19).
      if (!recordDelivery(support, access, topic.category)) return null;
      return topic.category === 'ev' ? forCaller(packet, access) : packet;
    },
  });

  // A silent topic must not keep a withdrawn subscription open: look at every connection when a support grant
  // changes, and each second too (expiries are noticed when read; consents can change without an event).
  const sweepNow = () => {
    for (const [client, session] of sessions) if (withdrawn(client, session)) client.close();
  };
  const stopListening = support.grants.onChange(sweepNow);
  const sweep = setInterval(() => {
    sweepNow();
    failures.sweep();
  }, 1000);
  sweep.unref();

  return {
    aedes,
    failures,
    attach(a: Authenticator) {
      authenticator = a;
    },
    handle(stream: Duplex, req: IncomingMessage) {
      grantQos0(aedes.handle(stream, req));
    },
    publish(topic: string, payload: Buffer) {
      aedes.publish({ cmd: 'publish', topic, payload, qos: 0, retain: true, dup: false }, () => undefined);
    },
    /** Closes matching connections (sandbox control and fault injection); returns how many. */
    disconnect(selector: DisconnectSelector = {}): number {
      let closed = 0;
      for (const [client, { caller }] of sessions) {
        if (selector.subject && selector.subject !== (caller.subject ?? caller.clientId)) continue;
        if (selector.vin && !subscriptionsOf(client).some((t) => parseStreamFilter(t)?.vin === selector.vin)) continue;
        client.close();
        closed++;
      }
      return closed;
    },
    get connections() {
      return sessions.size;
    },
    close(): Promise<void> {
      clearInterval(sweep);
      stopListening();
      return new Promise((resolve) => aedes.close(() => resolve()));
    },
  };
}

export type StreamBroker = Awaited<ReturnType<typeof createBroker>>;

type Packet = { cmd: string; subscriptions?: { qos: number }[] };
type PacketSource = { on(event: 'packet', f: (p: Packet) => void): unknown };

/**
 * Every message is published and delivered at QoS 0, so SUBACK grants 0 whatever was asked (MQTT 3.1.1 §3.8.4 lets
 * a server grant less). aedes takes the granted QoS from the SUBSCRIBE packet before `authorizeSubscribe` runs, so
 * the requested QoS is lowered as the packet is parsed, ahead of aedes's own listener.
 */
function grantQos0(client: unknown) {
  const parser = (client as { _parser?: PacketSource & { prependListener?: PacketSource['on'] } })._parser;
  if (!parser?.prependListener) throw new Error('aedes client without a packet parser: SUBACK QoS cannot be set');
  parser.prependListener('packet', (p) => {
    if (p.cmd === 'subscribe') for (const s of p.subscriptions ?? []) s.qos = 0;
  });
}
