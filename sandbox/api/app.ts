import cors from '@fastify/cors';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { CORRELATION_HEADER } from '../../contract';
import { createAuthenticator, type Authenticator, type Caller, type ProofRecord } from './dpop/authenticate';
import { replayLimitsFor } from './dpop/replay-cache';
import { correlationIdOf } from './correlation';
import { registerClock } from './control/clock';
import { registerScenarios } from './control/scenarios';
import { registerStreamControl } from './control/stream';
import { registerCspReports } from './csp-reports/routes';
import { ClientError, NotFound, ProblemError, Unauthorized } from './errors';
import { registerFaults } from './faults';
import { registerJsonBody } from './json-body';
import type { ApiOptions } from './options';
import { registerRateLimit } from './rate-limit';
import { frameworkErrorHandler, MAX_PARAM_LENGTH, renderError } from './render-error';
import { registerAlerts } from './routes/alerts';
import { registerAsyncApi } from './routes/asyncapi';
import { registerCategories } from './routes/categories';
import { registerChargers } from './routes/chargers';
import { registerEv } from './routes/ev';
import { registerHealth } from './routes/health';
import { registerHvBattery } from './routes/hv-battery';
import { registerDiagnostics } from './routes/diagnostics';
import { registerJourneys } from './routes/journeys';
import { registerLocation } from './routes/location';
import { registerOpenApi } from './routes/openapi';
import { registerOwnerSupportGrants } from './routes/owner-support-grants';
import { registerStatus } from './routes/status';
import { registerSupportGrant } from './routes/support-grant';
import { registerVehicle } from './routes/vehicle';
import { createSupportStores, type SupportStores } from '../support';

declare module 'fastify' {
  interface FastifyRequest {
    correlationId: string;
    caller?: Caller;
    /** The caller's DPoP proof, to be recorded in the replay cache once the request is within the rate limit. */
    proof?: ProofRecord;
    authFailure?: ProblemError;
  }
  interface FastifyContextConfig {
    /** A data endpoint: DPoP-authenticated before rate limiting, so the limit is keyed on the token. */
    protected?: boolean;
    /** A sandbox control endpoint (only with `control: true`). */
    control?: boolean;
    /** A limit of its own instead of the API's (per key, per minute): the route is counted once, against it. */
    ownRateLimit?: { max: number; key: (request: FastifyRequest) => string };
  }
  interface FastifyInstance {
    /** Every route registered, as `METHOD path`, for the OpenAPI coverage test. */
    routeTable: string[];
    authenticator: Authenticator;
    /** Support grants and the access record, shared with the authorization server's account page. */
    support: SupportStores;
  }
}

export const EXPOSED_HEADERS = [
  'X-Correlation-ID',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'Retry-After',
  'WWW-Authenticate',
  'DPoP-Nonce',
];
export const ALLOWED_HEADERS = ['Authorization', 'DPoP', 'Content-Type', 'X-Correlation-ID'];

/** The data API of the sandbox (SPEC §4.1, §4.3, §7, §8) as a Fastify instance; `server.ts` listens. */
export function buildApi(o: ApiOptions): FastifyInstance {
  const app = Fastify({
    logger: o.logger ?? false,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    bodyLimit: 64 * 1024,
    frameworkErrors: frameworkErrorHandler({ origin: o.dashboardOrigin, exposedHeaders: EXPOSED_HEADERS }),
  });
  const routeTable: string[] = [];
  /** The clock of tokens and proofs (`authClock`), also the fault control's and the CSP reports'. */
  const tokenNow = () => (o.authClock ?? o.clock).now();
  const authenticator = createAuthenticator({
    getKey: o.getKey,
    issuer: o.issuer,
    audience: o.audience,
    publicUrl: o.publicUrl ?? o.audience,
    now: tokenNow,
    dpopNonce: o.dpopNonce,
    replayCache: replayLimitsFor(o.rateLimit, o.replayCache),
  });
  app.decorate('routeTable', routeTable);
  app.decorate('authenticator', authenticator);
  app.decorate('support', o.support ?? createSupportStores({ now: () => o.clock.now() }));
  app.decorateRequest('correlationId', '');
  app.decorateRequest('caller', undefined);
  app.decorateRequest('proof', undefined);
  app.decorateRequest('authFailure', undefined);

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const m of methods) if (m !== 'HEAD' && m !== 'OPTIONS') routeTable.push(`${m} ${route.url}`);
  });

  // 1. Correlation id first, so that every response (preflights and errors included) carries it.
  app.addHook('onRequest', async (request, reply) => {
    request.correlationId = correlationIdOf(request);
    reply.header(CORRELATION_HEADER, request.correlationId);
  });

  registerJsonBody(app);

  app.register(async (root) => {
    // 2. CORS for the dashboard origin (answers preflights here). An OPTIONS request that is not a preflight gets a
    //    problem here rather than the plugin's plain-text 400.
    root.addHook('onRequest', async (request) => {
      if (request.method === 'OPTIONS' && !(request.headers.origin && request.headers['access-control-request-method']))
        throw new ClientError(400, 'OPTIONS is for CORS preflights: Origin and Access-Control-Request-Method needed.');
    });
    await root.register(cors, {
      origin: [o.dashboardOrigin],
      methods: ['GET', 'HEAD', 'POST'],
      allowedHeaders: ALLOWED_HEADERS,
      exposedHeaders: EXPOSED_HEADERS,
      maxAge: 600,
    });
    if (o.control) registerFaults(root, { now: tokenNow, nonces: authenticator.nonces });

    // 3. Credentials of data endpoints (a replayed proof included), checked before the rate limit so the limit can
    //    key on the verified token; a failure is held until the route has validated its parameters (vehicle-route.ts).
    root.addHook('onRequest', async (request) => {
      if (!request.routeOptions.config.protected) return;
      try {
        ({ caller: request.caller, proof: request.proof } = await authenticator.authenticate(
          request.raw,
          request.method,
          request.url,
        ));
      } catch (err) {
        if (!(err instanceof ProblemError)) throw err;
        request.authFailure = err;
      }
    });

    // 4. The rate limit.
    await registerRateLimit(root, o.rateLimit);

    // 5. The proof is recorded only now, within the caller's limit, so a flood over it stores nothing (RFC 9449 §11.1).
    root.addHook('onRequest', async (request) => {
      if (!request.caller || !request.proof) return;
      try {
        authenticator.recordProof(request.proof);
      } catch (err) {
        if (!(err instanceof Unauthorized)) throw err;
        request.caller = undefined;
        request.authFailure = err;
      }
    });

    // RFC 9449 §9: with nonces on, every data response offers the current one.
    if (authenticator.nonces) {
      const nonces = authenticator.nonces;
      root.addHook('onSend', async (request, reply) => {
        if (request.routeOptions.config.protected && !reply.hasHeader('dpop-nonce'))
          reply.header('dpop-nonce', nonces.current());
      });
    }

    registerHealth(root);
    registerCategories(root);
    registerOpenApi(root, { apiUrl: o.publicUrl ?? o.audience, authUrl: o.authUrl ?? o.issuer, control: o.control });
    registerAsyncApi(root, { apiUrl: o.publicUrl ?? o.audience, maxPacketBytes: o.stream?.maxPacketBytes });
    registerVehicle(root, o.simulator);
    registerStatus(root, o.simulator);
    registerAlerts(root, o.simulator);
    registerJourneys(root, o.simulator);
    registerDiagnostics(root, o.simulator);
    registerLocation(root, o.simulator);
    registerEv(root, o.simulator);
    registerHvBattery(root, o.simulator);
    registerChargers(root, o.simulator);
    registerSupportGrant(root);
    registerOwnerSupportGrants(root);
    registerCspReports(root, { control: o.control, now: tokenNow });
    if (o.control) {
      registerScenarios(root, o.simulator);
      registerClock(root, o.clock);
      registerStreamControl(root, o.stream);
    }

    root.setNotFoundHandler(async (request) => {
      throw new NotFound(`No resource at ${request.method} ${request.url.split('?')[0]}.`);
    });
  });

  app.setErrorHandler(async (err: FastifyError, request, reply) => renderError(err, request, reply));

  return app;
}
