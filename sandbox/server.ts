/** The sandbox entry point: the authorization server and the data API on their own ports (DESIGN §2). */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import type { FastifyServerOptions } from 'fastify';
import { createRemoteJWKSet } from 'jose';
import { buildApi } from './api/app';
import { createAuthServer } from './auth';
import { ConfigError, loadConfig, type SandboxConfig } from './config';
import { createOffsetClock, systemClock } from './sim/clock';
import { createSimulator } from './sim';
import { createSupportStores, type SupportStores } from './support';
import type { Clock, Simulator } from './sim/types';
import { createStream, type Stream, type StreamLimits } from './stream';
import { answerClientErrors } from './http-client-error';

export type SandboxOverrides = Partial<SandboxConfig> & {
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Environment to read settings from (default `process.env`); overrides win over it. */
  env?: Record<string, string | undefined>;
  /** The MQTT broker's bounds (tests lower them); defaults in sandbox/stream/limits.ts. */
  streamLimits?: Partial<StreamLimits>;
};

export type Sandbox = {
  apiUrl: string;
  authUrl: string;
  config: SandboxConfig;
  clock: Clock;
  simulator: Simulator;
  /** Support grants (with their change events, for the broker) and the access record. */
  support: SupportStores;
  /** The API's HTTP server (for WebSocket upgrades such as MQTT). */
  apiServer: Server;
  /** The MQTT broker at `ws://{API host}/mqtt` and the simulator's publisher. */
  stream: Stream;
  close(): Promise<void>;
};

/** How long an idle keep-alive connection stays open: longer than a client's pool keeps one (fastify's default). */
export const KEEP_ALIVE_MS = 72_000;

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** Listens first (so port 0 can become a real port), then hands requests to the handler set later. */
async function listen(port: number): Promise<{ server: Server; port: number; handle(h: Handler): void }> {
  let handler: Handler = (_req, res) => void res.writeHead(503, { 'retry-after': '1' }).end();
  const server = createServer((req, res) => handler(req, res));
  // Node's 5 s idle close races a client's pooled connection (the e2e's reset met ECONNRESET); fastify's 72 s default.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () => resolve());
  });
  return { server, port: (server.address() as AddressInfo).port, handle: (h) => void (handler = h) };
}

function stop(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 2000).unref();
  });
}

/** Starts the whole sandbox. Port 0 means an ephemeral port, and then that server's URL is `http://localhost:<port>`. */
export async function startSandbox(overrides: SandboxOverrides = {}): Promise<Sandbox> {
  const { clock: clockOverride, logger, env, streamLimits, ...settings } = overrides;
  const base = { ...loadConfig(env), ...settings };
  const auth = await listen(base.authPort);
  const api = await listen(base.apiPort).catch(async (err: unknown) => {
    await stop(auth.server);
    throw err;
  });
  const config: SandboxConfig = {
    ...base,
    authPort: auth.port,
    apiPort: api.port,
    authUrl: base.authPort === 0 && !settings.authUrl ? `http://localhost:${auth.port}` : base.authUrl,
    apiUrl: base.apiPort === 0 && !settings.apiUrl ? `http://localhost:${api.port}` : base.apiUrl,
  };
  const clock =
    clockOverride ?? (config.control || config.start !== undefined ? createOffsetClock(config.start) : systemClock);
  const simulator = createSimulator({ clock, historyDays: config.historyDays });
  // One set of grants and one access record for the account page, the API and the broker, on the sandbox clock
  // (so moving the clock through the control interface expires grants and ages the record).
  const support = createSupportStores({ now: () => clock.now() });

  const authServer = createAuthServer({
    issuer: config.authUrl,
    apiUrl: config.apiUrl,
    dashboardOrigin: config.dashboardOrigin,
    accessTokenTtl: config.accessTokenTtl,
    refreshTokenTtl: config.refreshTokenTtl,
    dpopNonce: config.dpopNonce,
    control: config.control,
    clock,
    support,
  });
  auth.handle(authServer.callback);

  // A resource server that verifies tokens as any other would: keys from the issuer's published jwks_uri.
  const metadata = (await (await fetch(`http://localhost:${auth.port}/.well-known/openid-configuration`)).json()) as {
    jwks_uri?: string;
    issuer?: string;
  };
  if (!metadata.jwks_uri || metadata.issuer !== authServer.issuer)
    throw new Error('The authorization server metadata has no jwks_uri or a different issuer.');
  const stream = await createStream({
    simulator,
    apiUrl: config.apiUrl,
    dashboardOrigin: config.dashboardOrigin,
    now: () => systemClock.now(),
    support,
    limits: streamLimits,
  });
  const app = buildApi({
    simulator,
    getKey: createRemoteJWKSet(new URL(metadata.jwks_uri.replace(config.authUrl, `http://localhost:${auth.port}`))),
    issuer: authServer.issuer,
    audience: config.apiUrl,
    authUrl: config.authUrl,
    clock,
    authClock: systemClock,
    rateLimit: { max: config.rateLimit, windowMs: 60_000 },
    dashboardOrigin: config.dashboardOrigin,
    control: config.control,
    dpopNonce: config.dpopNonce,
    logger: logger ?? false,
    support,
    stream: { disconnect: stream.disconnect, maxPacketBytes: stream.limits.maxPacketBytes },
  });
  await app.ready();
  api.handle((req, res) => app.routing(req, res));
  answerClientErrors(api.server);
  answerClientErrors(auth.server);
  stream.attach(api.server, app.authenticator);

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= stream
      .close()
      .then(() => Promise.all([stop(api.server), stop(auth.server)]))
      .then(() => app.close())
      .then(() => undefined));

  return {
    apiUrl: config.apiUrl,
    authUrl: config.authUrl,
    config,
    clock,
    simulator,
    support,
    apiServer: api.server,
    stream,
    close,
  };
}

async function main() {
  let sandbox: Sandbox;
  try {
    sandbox = await startSandbox({ logger: { level: 'warn' } });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const shutdown = (signal: string) => {
    console.log(`${signal}: shutting down`);
    sandbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  const { config } = sandbox;
  console.log(`sandbox data API      ${sandbox.apiUrl}  (listening on localhost:${config.apiPort})`);
  console.log(`sandbox authorization ${sandbox.authUrl}  (listening on localhost:${config.authPort})`);
  console.log(`sandbox MQTT stream   ${sandbox.stream.brokerUrl}  (AsyncAPI at ${sandbox.apiUrl}/asyncapi.json)`);
  console.log(
    `dashboard origin      ${config.dashboardOrigin}; control ${config.control ? 'on' : 'off'}; DPoP nonce ${config.dpopNonce ? 'on' : 'off'}; rate limit ${config.rateLimit}/min`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
